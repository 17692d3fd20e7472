import type { Context, Middleware } from 'koa';
import { presentedApiKey } from '../auth/authenticate.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import { keyOf, send } from './cached-route.js';
import type { CatalogCache } from './catalog-cache.js';

/**
 * True when authentication would make nothing of the request: no API key and no session cookie at all (a stale
 * cookie is cleared by `authenticate`, so such requests take the long way).
 */
function isPlainAnonymous(ctx: Context): boolean {
  if (presentedApiKey(ctx) !== null) return false;
  return !ctx.get('Cookie') || ctx.cookies.get(sessionCookieName) === undefined;
}

/**
 * The hot path of the storefront: an anonymous GET or HEAD whose answer the catalog cache keeps is sent before
 * authentication, body parsing and routing. Every kept entry was built by `cachedRoute` for an anonymous request
 * with the very same path and query, so the answer is the one the route would send; everything else (a miss,
 * staff, branch keys, writes) goes on down the chain. Mount it right after the request log, before `authenticate`.
 */
export function serveKeptCatalogAnswers(cache: CatalogCache): Middleware {
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const kept = cache.peek(keyOf(ctx));
    if (!kept || !isPlainAnonymous(ctx)) return next();
    send(ctx, kept);
    return Promise.resolve();
  };
}
