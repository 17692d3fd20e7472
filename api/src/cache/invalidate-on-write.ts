import type { Middleware } from 'koa';
import type { CatalogCache } from './catalog-cache.js';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Drops the catalog cache after every state-changing /api request, before its answer leaves the process, so a
 * write followed by a read in the same process never sees stale data (other processes hear the database event).
 * Client errors (4xx) changed nothing and keep the cache: a stream of refused logins must not keep it cold.
 * Server errors drop it, since part of the work may have been committed. Mount it outside the error middleware,
 * so the final status is known.
 */
export function invalidateCatalogOnWrite(cache: CatalogCache): Middleware {
  return async (ctx, next) => {
    const isWrite = !readMethods.has(ctx.method) && (ctx.path === '/api' || ctx.path.startsWith('/api/'));
    try {
      await next();
    } finally {
      if (isWrite && !(ctx.status >= 400 && ctx.status < 500)) cache.invalidate();
    }
  };
}
