import { analyticsBatchMax, analyticsLogBodySchema, analyticsMessages } from '@bestell/domain';
import { Router } from '@koa/router';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { takeRateLimit } from '../../infrastructure/rate-limit/limiter.js';
import { tooManyRequests } from '../../infrastructure/rate-limit/refusal.js';
import { logAnalytics } from './service.js';

/** Requests per client address and minute (the shop flushes at most once a second per tab). */
export const analyticsRequestsPerMinute = 240;

export interface AnalyticsLogOptions {
  requestsPerMinute?: number;
}

/**
 * POST /api/analytics-log (spec §7, issue 26 point 1): first-party, cookie-less analytics of the shop. One event or
 * a batch; strict body (422 and nothing stored on any bad event), bots answered like everyone (204) but nothing
 * stored, 429 over the per-address limit. Neither the address nor the user agent is stored (visitor-hash in
 * visitor.ts).
 */
export function analyticsLogRoutes(deps: AppDeps, registry: RouteRegistry, options: AnalyticsLogOptions = {}): Router {
  const limit = options.requestsPerMinute ?? analyticsRequestsPerMinute;
  const router = new Router();
  router.post('/analytics-log', async (ctx) => {
    const now = deps.now();
    const taken = await takeRateLimit(deps.db, {
      bucket: 'analytics-log:client',
      key: ctx.ip,
      limit,
      windowSeconds: 60,
      now,
    });
    if (!taken.allowed)
      throw tooManyRequests(ctx, taken, analyticsMessages.tooManyRequests, 'too_many_analytics_events');
    const events = analyticsLogBodySchema.parse(ctx.request.body);
    await logAnalytics(deps.db, events, { ip: ctx.ip, userAgent: ctx.get('User-Agent'), host: ctx.host || null }, now);
    ctx.status = 204;
  });
  registry.add({
    method: 'post',
    path: '/api/analytics-log',
    summary: `Log shop analytics: one event or up to ${analyticsBatchMax} (pageview, device info, add-to-cart, checkout-start, purchase); cookie-less, no address stored; bots ignored; 422 nothing stored; 429 too many`,
    tag: 'analytics',
    access: 'public',
    body: analyticsLogBodySchema,
    status: 204,
  });
  return router;
}
