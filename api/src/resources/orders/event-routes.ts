import type { Router } from '@koa/router';
import { z } from 'zod';
import { requireBranchAccess } from '../../infrastructure/auth/guards.js';
import { lastEventIdHeader } from '../../infrastructure/events/last-event-id.js';
import { streamOrderEvents } from '../../infrastructure/events/sse.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { orderIdParam, requireOrderScope } from './access.js';
import type { OrderServices } from './order-services.js';

/** The query of the live order events (the route picks it, the OpenAPI document shows it). */
export const orderEventsQuerySchema = z.object({
  branch: queryParam('Only events of this branch (an id).'),
  lastEventId: queryParam('Resume after this event (for clients that cannot send the Last-Event-ID header).'),
});

/**
 * GET /api/orders/events: live order events (created, changed, paid) for staff sessions and branch API keys, only of
 * the caller's branches (optionally one: ?branch=ID). Reconnecting with Last-Event-ID (header, or ?lastEventId= for
 * clients that cannot set headers) replays what was missed from the outbox. Between them, live only and without an
 * id: `branch.paused` when a branch's pause or busy mode is set or ended (issue 27.3; clients re-read the pauses on
 * it and on every reconnect).
 */
export function addOrderEventRoutes(router: Router, services: OrderServices): void {
  router.get('/orders/events', async (ctx) => {
    let scope = requireOrderScope(ctx);
    const query = pickQuery(orderEventsQuerySchema, ctx.query);
    if (query.branch !== undefined) {
      const branchId = orderIdParam(query.branch);
      requireBranchAccess(ctx, branchId);
      scope = [branchId];
    }
    const header = ctx.get(lastEventIdHeader.name);
    await streamOrderEvents(ctx, services.events, scope, header || query.lastEventId || null);
  });
}
