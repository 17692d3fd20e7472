import { deviceWithSettingsSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/** Printers, desks and displays of a branch; employees manage those of their own branches. Desk settings checked. */
export const deviceResource = defineResource({
  name: 'devices',
  table: 'devices',
  description: 'devices (printers, desks, displays)',
  entitySchema: rowEntity(deviceWithSettingsSchema),
  schema: deviceWithSettingsSchema,
  access: { read: 'staff', create: 'branch', update: 'branch', delete: 'branch' },
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  filters: {
    branchId: { column: 'branchId', type: 'integer' },
    type: { column: 'type', type: 'text' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['name', 'identifier', 'branchId', 'type', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => withJson(columnsOf(input), ['settings']),
  toEntities: rowsAsEntities,
});

export function deviceStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(deviceResource, deps, registry);
}
