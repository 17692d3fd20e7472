import type { Middleware } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { redirectTableOf } from './redirect-table.js';

const redirectStatuses = new Set([301, 302, 307, 308]);

/**
 * Issue 14 point 5: a stored, enabled redirect answers GET and HEAD of its path (any path outside /api) before any
 * page is rendered, with its status (301 or 302; 307/308 too) and `Location: target`. The query string is kept
 * when the target has none.
 */
export function serveRedirects(deps: AppDeps): Middleware {
  const table = redirectTableOf(deps.db);
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || ctx.path === '/api' || ctx.path.startsWith('/api/')) {
      return next();
    }
    const redirect = await table.find(ctx.path);
    if (!redirect) return next();
    const query = ctx.querystring && !redirect.target.includes('?') ? `?${ctx.querystring}` : '';
    ctx.redirect(`${redirect.target}${query}`);
    ctx.status = redirectStatuses.has(redirect.statusCode) ? redirect.statusCode : 301;
    ctx.set('Cache-Control', 'no-cache');
  };
}
