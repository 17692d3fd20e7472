import { customerInputSchema } from '@bestell/domain';
import type { Router } from '@koa/router';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';

export const customerResource = defineResource({
  name: 'customers',
  table: 'customers',
  description: 'customers',
  entitySchema: rowEntity(customerInputSchema),
  schema: customerInputSchema,
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filters: {
    lastName: { column: 'lastName', type: 'search' },
    email: { column: 'email', type: 'search' },
    city: { column: 'city', type: 'search' },
    country: { column: 'country', type: 'text' },
  },
  sortable: ['lastName', 'firstName', 'companyName', 'city', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  toEntities: rowsAsEntities,
});

export function customerStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  return crudRouter(customerResource, deps, registry);
}
