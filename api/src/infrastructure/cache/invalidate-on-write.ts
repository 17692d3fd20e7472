import type { Middleware } from 'koa';
import { actorOf } from '../auth/actor.js';
import type { CatalogCache } from './catalog-cache.js';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Drops the catalog cache after every state-changing /api request of staff or a branch key, before its answer
 * leaves the process, so a write followed by a read in the same process never sees stale data (other processes
 * hear the database event).
 * - Anonymous writes (carts, orders, logins) keep it: every catalog write needs a staff role, and a busy shop's
 *   carts must not keep the cache cold. Should one ever touch a catalog table, the database event still drops it.
 * - Client errors (4xx) changed nothing and keep it. Server errors drop it, part of the work may have been
 *   committed.
 * Mount it outside the error middleware, so the final status is known; the actor is read after the request ran.
 */
export function invalidateCatalogOnWrite(cache: CatalogCache): Middleware {
  return async (ctx, next) => {
    const isWrite = !readMethods.has(ctx.method) && (ctx.path === '/api' || ctx.path.startsWith('/api/'));
    try {
      await next();
    } finally {
      const refused = ctx.status >= 400 && ctx.status < 500;
      if (isWrite && !refused && actorOf(ctx).kind !== 'anonymous') cache.invalidate();
    }
  };
}
