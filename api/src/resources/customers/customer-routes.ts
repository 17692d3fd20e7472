import { Router } from '@koa/router';
import type { Context, Next } from 'koa';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { sendData } from '../../kernel/envelope.js';
import {
  customerEraseAnswerSchema,
  customerExportSchema,
  customerMergeAnswerSchema,
  customerMergeSchema,
  customerOrdersSchema,
} from './customer-schemas.js';
import { customerOrders, eraseCustomer, exportCustomer, mergeCustomers } from './customer-service.js';
import { linkPendingOrders } from './link-orders.js';

/**
 * Customer reads first link the orders placed since the last read (link-orders.ts): an admin's GET of the list, a
 * customer or one of the routes below always sees every order so far. Anyone else is refused before any work.
 */
export function linkBeforeCustomerReads(deps: AppDeps) {
  return async (ctx: Context, next: Next) => {
    requireAdmin(ctx);
    await linkPendingOrders(deps.db, deps.now());
    await next();
  };
}

/** Detail figures, GDPR export and erase, and merging duplicates (issue 24 point 4): admins only. */
export function customerActionRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const router = new Router();
  const linkFirst = linkBeforeCustomerReads(deps);
  const tag = 'customers';

  router.get('/customers/:id/orders', linkFirst, async (ctx) => {
    sendData(ctx, await customerOrders(deps.db, parseId(ctx.params.id)));
  });
  registry.add({
    method: 'get',
    path: '/api/customers/{id}/orders',
    summary: 'The latest orders of a customer and the figures of all of them (revenue as a decimal string)',
    tag,
    access: 'admin',
    status: 200,
    answer: customerOrdersSchema,
  });

  router.get('/customers/:id/export', linkFirst, async (ctx) => {
    const id = parseId(ctx.params.id);
    const data = await exportCustomer(deps.db, id, deps.now());
    ctx.set('Content-Disposition', `attachment; filename="kunde-${id}.json"`);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, data);
  });
  registry.add({
    method: 'get',
    path: '/api/customers/{id}/export',
    summary: 'GDPR export of one customer: the stored customer and every order with its personal data (JSON)',
    tag,
    access: 'admin',
    status: 200,
    answer: customerExportSchema,
  });

  router.post('/customers/:id/merge', linkFirst, async (ctx) => {
    const actor = requireAdmin(ctx);
    const id = parseId(ctx.params.id);
    const body = customerMergeSchema.parse((ctx.request as { body?: unknown }).body);
    sendData(ctx, await mergeCustomers(deps.db, actor, id, body.customerIds, deps.now()));
  });
  registry.add({
    method: 'post',
    path: '/api/customers/{id}/merge',
    summary: 'Merge duplicates into this customer: their orders move here, then they are deleted',
    tag,
    access: 'admin',
    body: customerMergeSchema,
    status: 200,
    answer: customerMergeAnswerSchema,
  });

  router.post('/customers/:id/erase', linkFirst, async (ctx) => {
    const actor = requireAdmin(ctx);
    sendData(ctx, await eraseCustomer(deps.db, actor, parseId(ctx.params.id), deps.now()));
  });
  registry.add({
    method: 'post',
    path: '/api/customers/{id}/erase',
    summary: 'GDPR erase: anonymise the customer’s orders (figures stay) and delete the customer',
    tag,
    access: 'admin',
    status: 200,
    answer: customerEraseAnswerSchema,
  });
  return router;
}
