import { departmentInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/** Departments of a branch (or of the whole business when `branchId` is null: admins only). */
export const departmentResource = defineResource({
  name: 'departments',
  table: 'departments',
  description: 'departments',
  entitySchema: rowEntity(departmentInputSchema),
  schema: departmentInputSchema,
  access: { read: 'staff', create: 'branch', update: 'branch', delete: 'branch' },
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => (input.branchId === null ? [] : [input.branchId]),
  filters: { branchId: { column: 'branchId', type: 'integer' }, name: { column: 'name', type: 'search' } },
  sortable: ['position', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function departmentStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(departmentResource, deps, registry);
}
