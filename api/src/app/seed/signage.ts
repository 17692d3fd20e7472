import { deskSettingsSchema, type SceneInput, type SegmentInput, type StreamInput } from '@bestell/domain';
import { sql, type Transaction } from 'kysely';
import { type DB, json } from '../../db/schema.js';
import { demoBranches } from './data/branches.js';

type Trx = Transaction<DB>;

/** Issue 29: breakfast until 10:30, then the daily offer; a bread price band under both. */
export const demoStreams: (StreamInput & { id: number })[] = [
  {
    id: 1,
    name: 'Frühstück',
    defaultDuration: 8,
    slides: [
      { type: 'category', categoryId: 6, duration: null },
      { type: 'product', productId: 14, duration: null },
    ],
  },
  {
    id: 2,
    name: 'Tagesangebot',
    defaultDuration: 8,
    slides: [
      { type: 'category', categoryId: 3, duration: null },
      { type: 'block', blockId: 1, duration: 8 },
      { type: 'product', productId: 1, duration: 12 },
    ],
  },
  { id: 3, name: 'Preisband Brot', defaultDuration: 6, slides: [{ type: 'category', categoryId: 1, duration: null }] },
];

const everyDay: SegmentInput['weekdays'] = [1, 2, 3, 4, 5, 6, 7];
const segment = (fields: Partial<SegmentInput> & Pick<SegmentInput, 'name' | 'streamId'>): SegmentInput => ({
  deviceId: null,
  groupName: null,
  region: null,
  weekdays: everyDay,
  fromTime: null,
  toTime: null,
  fromDate: null,
  toDate: null,
  priority: 0,
  ...fields,
});

export const demoSegments: (SegmentInput & { id: number })[] = [
  { id: 1, ...segment({ name: 'Frühstück bis 10:30', streamId: 1, toTime: '10:30', priority: 10 }) },
  { id: 2, ...segment({ name: 'Tagesangebot', streamId: 2 }) },
];

export const demoScenes: (SceneInput & { id: number })[] = [
  {
    id: 1,
    path: 'theke',
    name: 'Theke mit Preisband',
    layout: 'ticker',
    regions: [
      { name: 'main', streamId: 2 },
      { name: 'ticker', streamId: 3 },
    ],
  },
  { id: 2, path: 'schaufenster', name: 'Schaufenster', layout: 'full', regions: [{ name: 'main', streamId: 2 }] },
];

async function moveSequence(trx: Trx, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
    trx,
  );
}

/**
 * Demo signage (issue 29): the streams, segments and scenes above and one display per demo branch ('tv-<branch>'),
 * a `devices` row of type 'display' (pairing as the desk's) with its screen row on the scene 'theke'. Idempotent.
 */
export async function seedDemoSignage(trx: Trx): Promise<void> {
  await trx
    .insertInto('digitalSignageStreams')
    .values(demoStreams.map((s) => ({ ...s, slides: json(s.slides) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('digitalSignageSegments')
    .values(demoSegments)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('scenes')
    .values(demoScenes.map((s) => ({ ...s, regions: json(s.regions) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  for (const table of ['digital_signage_streams', 'digital_signage_segments', 'scenes']) await moveSequence(trx, table);

  const screens = demoBranches.map((branch) => ({
    branchId: branch.id ?? 0,
    identifier: `tv-${branch.identifier}`,
    name: `TV ${branch.city ?? branch.name}`,
  }));
  await trx
    .insertInto('devices')
    .values(screens.map((screen) => ({ ...screen, type: 'display', settings: json(deskSettingsSchema.parse({})) })))
    .onConflict((oc) => oc.column('identifier').doNothing())
    .execute();
  const devices = await trx
    .selectFrom('devices')
    .select(['id', 'identifier'])
    .where(
      'identifier',
      'in',
      screens.map((screen) => screen.identifier),
    )
    .execute();
  const deviceIds = new Map(devices.map((device) => [device.identifier, device.id]));
  await trx
    .insertInto('digitalSignageDevices')
    .values(
      screens.map((screen) => ({
        ...screen,
        deviceId: deviceIds.get(screen.identifier) ?? null,
        sceneId: 1,
        groupName: 'Theke',
      })),
    )
    .onConflict((oc) => oc.column('identifier').doNothing())
    .execute();
}
