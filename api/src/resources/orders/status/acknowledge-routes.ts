import type { Router } from '@koa/router';
import { actorOf } from '../../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { sendData } from '../../../kernel/envelope.js';
import { branchGuard, orderIdParam, requireOrderScope } from '../access.js';
import type { OrderServices } from '../order-services.js';
import { acknowledgeOrder } from './staff-service.js';

/**
 * POST /api/orders/{id}/acknowledge (staff of the order's branch with session and CSRF token, or the branch's API
 * key): the order stops alerting on every device (SSE 'order.acknowledged'); answers the staff order view.
 */
export function addOrderAcknowledgeRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  router.post('/orders/:id/acknowledge', async (ctx) => {
    requireOrderScope(ctx);
    const id = orderIdParam(ctx.params.id);
    sendData(ctx, await acknowledgeOrder(deps, services, id, branchGuard(ctx), actorOf(ctx)));
  });
}
