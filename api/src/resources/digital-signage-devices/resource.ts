import { type SignageDeviceInput, signageDeviceInputSchema, signageDevicesMessages } from '@bestell/domain';
import { sql } from 'kysely';
import { defineResource } from '../../infrastructure/crud/define.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { signageDeviceEntities, signageDeviceEntitySchema } from './entity.js';

async function checkScene(trx: Trx, sceneId: number | null): Promise<void> {
  if (sceneId === null) return;
  const scene = await trx.selectFrom('scenes').select('id').where('id', '=', sceneId).executeTakeFirst();
  if (!scene) throw new AppError('validation', signageDevicesMessages.sceneUnknown, { field: 'sceneId' });
}

/**
 * The screen's `devices` row (type display) mirrors its branch, identifier and name: created with the screen, kept
 * in step on every save (same transaction), deleted with it (trigger of migration 0050). Pairing, the credential
 * and its revocation work on that row, as for a desk.
 */
async function writeDevice(trx: Trx, id: number, input: SignageDeviceInput): Promise<void> {
  const row = await trx
    .selectFrom('digitalSignageDevices')
    .select('deviceId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const columns = { branchId: input.branchId, identifier: input.identifier, name: input.name };
  if (row.deviceId !== null) {
    await trx
      .updateTable('devices')
      .set({ ...columns, version: sql`version + 1`, updatedAt: new Date() })
      .where('id', '=', row.deviceId)
      .execute();
    return;
  }
  const device = await trx
    .insertInto('devices')
    .values({ ...columns, type: 'display' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.updateTable('digitalSignageDevices').set({ deviceId: device.id }).where('id', '=', id).execute();
}

/**
 * Digital signage screens (spec §7 CRUD `digital-signage-devices`, found by identifier; issue 29 point 1). Employees
 * manage the screens of their branches, admins all. List filters: branch, identifier, group, scene, search (name).
 */
export const signageDeviceResource = defineResource({
  name: 'digital-signage-devices',
  table: 'digitalSignageDevices',
  description: 'digital signage screens',
  entitySchema: signageDeviceEntitySchema,
  schema: signageDeviceInputSchema,
  access: { read: 'staff', create: 'branch', update: 'branch', delete: 'branch' },
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  filters: {
    branchId: { column: 'branchId', type: 'integer' },
    identifier: { column: 'identifier', type: 'text' },
    groupName: { column: 'groupName', type: 'text' },
    sceneId: { column: 'sceneId', type: 'integer' },
    search: { column: 'name', type: 'search' },
  },
  sortable: ['name', 'identifier', 'branchId', 'groupName', 'lastSeenAt', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input): Row => ({ ...input }),
  checkWritten: async (trx, change) => {
    await checkScene(trx, change.input.sceneId);
    await writeDevice(trx, change.id, change.input);
  },
  toEntities: (rows, db) => signageDeviceEntities(rows, db),
});
