import type { Middleware } from 'koa';
import { staffCacheControl } from '../cache/cached-route.js';
import { actorOf } from './actor.js';

/**
 * Staff and branch-key answers show more than visitors may see: unless a route chose its own Cache-Control, they are
 * marked private and not stored, so no shared or browser cache hands them to the next visitor.
 */
export function privateStaffResponses(): Middleware {
  return async (ctx, next) => {
    await next();
    if (actorOf(ctx).kind !== 'anonymous' && !ctx.response.get('Cache-Control')) {
      ctx.set('Cache-Control', staffCacheControl);
    }
  };
}
