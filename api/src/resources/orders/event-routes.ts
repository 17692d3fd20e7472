import type { Router } from '@koa/router';
import { requireBranchAccess } from '../../infrastructure/auth/guards.js';
import { streamOrderEvents } from '../../infrastructure/events/sse.js';
import { orderIdParam, requireOrderScope } from './access.js';
import type { OrderServices } from './order-services.js';

/**
 * GET /api/orders/events: live order events (created, changed, paid) for staff sessions and branch API keys, only of
 * the caller's branches (optionally one: ?branch=ID). Reconnecting with Last-Event-ID (header, or ?lastEventId= for
 * clients that cannot set headers) replays what was missed from the outbox.
 */
export function addOrderEventRoutes(router: Router, services: OrderServices): void {
  router.get('/orders/events', async (ctx) => {
    let scope = requireOrderScope(ctx);
    if (typeof ctx.query.branch === 'string') {
      const branchId = orderIdParam(ctx.query.branch);
      requireBranchAccess(ctx, branchId);
      scope = [branchId];
    }
    const header = ctx.get('Last-Event-ID');
    const query = typeof ctx.query.lastEventId === 'string' ? ctx.query.lastEventId : '';
    await streamOrderEvents(ctx, services.events, scope, header || query || null);
  });
}
