import { externalUserInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

/** Accounts of an outside system (provider + its id), optionally linked to a staff user. */
export const externalUserResource = defineResource({
  name: 'external-users',
  table: 'externalUsers',
  description: 'external users',
  entitySchema: rowEntity(externalUserInputSchema),
  schema: externalUserInputSchema,
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filters: {
    provider: { column: 'provider', type: 'text' },
    username: { column: 'username', type: 'search' },
    userId: { column: 'userId', type: 'integer' },
  },
  sortable: ['username', 'provider', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function externalUserStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(externalUserResource, deps, registry);
}
