import { customerInputSchema, messages } from '@bestell/domain';
import { Router } from '@koa/router';
import { columnsOf, defineResource } from '../../infrastructure/crud/define.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { crudRouter } from '../../infrastructure/crud/router.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { customerActionRoutes, linkBeforeCustomerReads } from './customer-routes.js';
import { customerEntitySchema } from './customer-schemas.js';
import { customerOfRow } from './customer-service.js';

export const customerResource = defineResource({
  name: 'customers',
  table: 'customers',
  description: 'customers',
  entitySchema: customerEntitySchema,
  schema: customerInputSchema,
  access: { read: 'admin', create: 'admin', update: 'admin', delete: 'admin' },
  filters: {
    // Name, company, e-mail, phone and city at once (the generated column of migration 0032).
    q: { column: 'searchText', type: 'search' },
    lastName: { column: 'lastName', type: 'search' },
    email: { column: 'email', type: 'search' },
    phone: { column: 'phone', type: 'search' },
    city: { column: 'city', type: 'search' },
    country: { column: 'country', type: 'text' },
  },
  sortable: ['lastName', 'firstName', 'companyName', 'city', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  // The stored row without the generated search text.
  toEntities: async (rows) => rows.map(customerOfRow),
  // A customer with orders is erased (orders anonymised), never just deleted: the next link pass would bring it back.
  async guardChange(trx, change) {
    if (change.input !== null) return;
    const order = await trx.selectFrom('orders').select('id').where('customerId', '=', change.id).executeTakeFirst();
    if (order) throw new AppError('conflict', messages.backofficePeople.customers.hasOrders);
  },
});

/**
 * Standard CRUD of customers (spec §7) plus detail figures, export, erase and merge. Every customer read first links
 * the orders placed since (customers are derived from orders by e-mail or phone).
 */
export function customerStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  const linkFirst = linkBeforeCustomerReads(deps);
  router.get('/customers', linkFirst);
  router.get('/customers/:id', linkFirst);
  router.use(customerActionRoutes(deps, registry).routes());
  router.use(crudRouter(customerResource, deps, registry).routes());
  return router;
}
