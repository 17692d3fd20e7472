import { deviceWithSettingsSchema, signageDevicesMessages } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';

/**
 * The type of the signage screens' devices (issue 29): a screen's `devices` row mirrors its branch, identifier and
 * name and is written only through /api/digital-signage-devices, so this resource leaves it out and refuses it.
 */
export const screenDeviceType = 'display';

/** A display device is not changed or deleted here (409, German): it belongs to its screen. */
async function refuseScreenDevice(trx: Trx, id: number): Promise<void> {
  const row = await trx.selectFrom('devices').select('type').where('id', '=', id).executeTakeFirst();
  if (row?.type === screenDeviceType) {
    throw new AppError('conflict', signageDevicesMessages.displayDeviceElsewhere, { code: 'display_device' });
  }
}

/**
 * Printers, desks and other devices of a branch; employees manage those of their own branches. Desk settings
 * checked. The display devices of the signage screens are not listed, found, created, changed or deleted here.
 */
export const deviceResource = defineResource({
  name: 'devices',
  table: 'devices',
  description: 'devices (printers, desks, displays)',
  entitySchema: rowEntity(deviceWithSettingsSchema),
  schema: deviceWithSettingsSchema,
  access: { read: 'staff', create: 'branch', update: 'branch', delete: 'branch' },
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  rowsWhere: (eb) => eb('type', '<>', screenDeviceType),
  filters: {
    branchId: { column: 'branchId', type: 'integer' },
    type: { column: 'type', type: 'text' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['name', 'identifier', 'branchId', 'type', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => withJson(columnsOf(input), ['settings']),
  toEntities: rowsAsEntities,
  guardChange: (trx, { id }) => refuseScreenDevice(trx, id),
  checkWritten: async (_trx, { input }) => {
    if (input.type === screenDeviceType) {
      throw new AppError('validation', signageDevicesMessages.displayDeviceElsewhere, { field: 'type' });
    }
  },
});

export function deviceStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(deviceResource, deps, registry);
}
