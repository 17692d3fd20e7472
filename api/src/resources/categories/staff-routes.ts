import { categoryInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import type { CategoryRow } from '../../db/schema.js';
import { entityFromInput } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, withJson } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import { columnsEqual } from '../../infrastructure/crud/scope.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { toCategory } from './service.js';

export const categoryResource = defineResource({
  name: 'categories',
  table: 'categories',
  description: 'categories',
  entitySchema: entityFromInput(categoryInputSchema),
  schema: categoryInputSchema,
  access: { read: 'public', create: 'admin', update: 'admin', delete: 'admin' },
  publicWhere: columnsEqual({ isPublic: true, isEnabled: true }),
  publicListElsewhere: true,
  filters: {
    name: { column: 'name', type: 'search' },
    isPublic: { column: 'isPublic', type: 'boolean' },
    isEnabled: { column: 'isEnabled', type: 'boolean' },
  },
  sortable: ['position', 'name', 'createdAt', 'updatedAt'],
  toColumns: (input) => withJson(columnsOf(input), ['image', 'schedule']),
  toEntities: async (rows) => (rows as unknown as CategoryRow[]).map(toCategory),
});

export function categoryStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(categoryResource, deps, registry);
}
