import type { Router } from '@koa/router';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { branchGuard, orderIdParam } from '../orders/access.js';
import type { OrderServices } from '../orders/order-services.js';
import { parseIdempotencyKey } from '../orders/placement/idempotency.js';
import { getOrderRefunds, requestRefund } from './service.js';

/**
 * GET /orders/{id}/refunds and POST /orders/{id}/refunds (issue 25 point 3): staff sessions only (a branch key or
 * desk is refused: 401), the order's branch for employees (else 404 like an unknown order), CSRF (middleware).
 * The POST takes the dialog's Idempotency-Key, so a double click refunds once.
 */
export function addRefundRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  router.get('/orders/:id/refunds', async (ctx) => {
    requireStaff(ctx);
    sendData(ctx, await getOrderRefunds(deps, orderIdParam(ctx.params.id), branchGuard(ctx)));
  });
  router.post('/orders/:id/refunds', async (ctx) => {
    const actor = requireStaff(ctx);
    const id = orderIdParam(ctx.params.id);
    const requestKey = parseIdempotencyKey(ctx.get('Idempotency-Key') || undefined);
    const result = await requestRefund(deps, services, id, {
      readBody: () => ctx.request.body,
      requestKey,
      authorize: branchGuard(ctx),
      actor,
    });
    sendData(ctx, result, 201);
  });
}
