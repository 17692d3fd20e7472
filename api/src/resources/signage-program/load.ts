import { type SceneLayout, type Slide, sceneLayouts, slideSchema } from '@bestell/domain';
import type { Db } from '../../db/database.js';

export interface ScreenRow {
  id: number;
  identifier: string;
  name: string;
  orientation: string;
  resolution: string | null;
  groupName: string | null;
  sceneId: number | null;
  branch: { id: number; name: string; identificationNumber: string | null; timeZone: string };
}

/** The screen with its branch (any branch: a partner branch need not be public), or undefined. */
export async function loadScreen(db: Db, signageDeviceId: number): Promise<ScreenRow | undefined> {
  const row = await db
    .selectFrom('digitalSignageDevices as s')
    .innerJoin('branches as b', 'b.id', 's.branchId')
    .select([
      's.id',
      's.identifier',
      's.name',
      's.orientation',
      's.resolution',
      's.groupName',
      's.sceneId',
      'b.id as branchId',
      'b.name as branchName',
      'b.identificationNumber',
      'b.timeZone',
    ])
    .where('s.id', '=', signageDeviceId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    identifier: row.identifier,
    name: row.name,
    orientation: row.orientation,
    resolution: row.resolution,
    groupName: row.groupName,
    sceneId: row.sceneId,
    branch: {
      id: row.branchId,
      name: row.branchName,
      identificationNumber: row.identificationNumber,
      timeZone: row.timeZone ?? 'Europe/Vienna',
    },
  };
}

export interface SceneRow {
  id: number | null;
  layout: SceneLayout;
  regions: { name: string; streamId: number | null }[];
}

/** The screen's scene; none (or a stored row that no longer reads) → full screen, its main region led by segments. */
export async function loadScene(db: Db, sceneId: number | null): Promise<SceneRow> {
  const fallback: SceneRow = { id: null, layout: 'full', regions: [{ name: 'main', streamId: null }] };
  if (sceneId === null) return fallback;
  const row = await db
    .selectFrom('scenes')
    .select(['id', 'layout', 'regions'])
    .where('id', '=', sceneId)
    .executeTakeFirst();
  const layout = sceneLayouts.find((value) => value === row?.layout);
  if (!row || !layout || !Array.isArray(row.regions)) return fallback;
  const regions = (row.regions as { name?: unknown; streamId?: unknown }[]).map((region) => ({
    name: String(region.name),
    streamId: typeof region.streamId === 'number' ? region.streamId : null,
  }));
  return { id: row.id, layout, regions };
}

/** The segments that apply to the screen: its own first, then its group's, then those for every screen. */
export async function loadSegments(db: Db, screen: Pick<ScreenRow, 'id' | 'groupName'>) {
  const rows = await db
    .selectFrom('digitalSignageSegments')
    .select([
      'id',
      'streamId',
      'deviceId',
      'groupName',
      'region',
      'weekdays',
      'fromTime',
      'toTime',
      'fromDate',
      'toDate',
      'priority',
    ])
    .where((eb) =>
      eb.or([
        eb('deviceId', '=', screen.id),
        ...(screen.groupName === null
          ? []
          : [eb.and([eb('deviceId', 'is', null), eb('groupName', '=', screen.groupName)])]),
        eb.and([eb('deviceId', 'is', null), eb('groupName', 'is', null)]),
      ]),
    )
    .orderBy('id')
    .execute();
  const rank = (row: (typeof rows)[number]) => (row.deviceId !== null ? 0 : row.groupName !== null ? 1 : 2);
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

export interface StreamRow {
  id: number;
  name: string;
  defaultDuration: number;
  slides: Slide[];
}

/** The streams by id; a stored slide that no longer reads as a slide is left out. */
export async function loadStreams(db: Db, ids: number[]): Promise<StreamRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('digitalSignageStreams')
    .select(['id', 'name', 'defaultDuration', 'slides'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    defaultDuration: row.defaultDuration,
    slides: (Array.isArray(row.slides) ? row.slides : []).flatMap((raw) => {
      const parsed = slideSchema.safeParse(raw);
      return parsed.success ? [parsed.data] : [];
    }),
  }));
}
