import { divisionInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { AppDeps } from '../../infrastructure/deps.js';

export const divisionResource = defineResource({
  name: 'divisions',
  table: 'divisions',
  description: 'divisions (organisations grouping branches)',
  entitySchema: rowEntity(divisionInputSchema),
  schema: divisionInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isPublic: true }),
  filters: { name: { column: 'name', type: 'search' }, isPublic: { column: 'isPublic', type: 'boolean' } },
  sortable: ['position', 'name', 'identifier', 'createdAt', 'updatedAt'],
  lookup: { param: 'identifier', column: 'identifier' },
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function divisionStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(divisionResource, deps, registry);
}
