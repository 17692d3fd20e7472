import type { Context, Middleware, Next } from 'koa';
import { actorOf } from '../auth/actor.js';
import type { CatalogCache } from './catalog-cache.js';
import { ifNoneMatchHits, pickEncodingCached } from './negotiate.js';
import { buildRepresentation, type Representation } from './representation.js';

/**
 * Anonymous answers may be stored, but every use is revalidated with the ETag (a 304 costs almost nothing), so a
 * change made by staff shows on the very next visit instead of after a max-age.
 */
export const anonymousCacheControl = 'no-cache';
/** Staff see more than visitors: their answers must not land in a shared or later anonymous cache. */
export const staffCacheControl = 'private, no-store';

const jsonContentType = 'application/json; charset=utf-8';

/** The cache key of a request: path and query, as sent. */
export function keyOf(ctx: Context): string {
  return ctx.querystring ? `${ctx.path}?${ctx.querystring}` : ctx.path;
}

function isJsonBody(body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  return (
    !Buffer.isBuffer(body) && !(body instanceof Uint8Array) && typeof (body as { pipe?: unknown }).pipe !== 'function'
  );
}

/** Answers from a kept representation: the encoding the client accepts, its ETag, or 304 when it matches. */
export function send(ctx: Context, representation: Representation): void {
  const encoding = pickEncodingCached(ctx.get('Accept-Encoding'));
  const etag = representation.etags[encoding];
  ctx.vary('Accept-Encoding');
  ctx.set('Cache-Control', anonymousCacheControl);
  ctx.set('ETag', etag);
  if (ifNoneMatchHits(ctx.get('If-None-Match') || undefined, etag)) {
    ctx.status = 304;
    ctx.body = null;
    return;
  }
  ctx.status = 200;
  // Set as a plain header: `ctx.type` would look the value up as a MIME type on every request.
  ctx.set('Content-Type', jsonContentType);
  if (encoding !== 'identity') ctx.set('Content-Encoding', encoding);
  ctx.body = representation.bodies[encoding];
}

/**
 * Wraps a public GET handler: anonymous requests are answered from the catalog cache (precomputed gzip and brotli
 * bodies, ETag, 304), staff requests run the handler as before. Only a 200 with a JSON body is cached; anything
 * else (an error, a 404) is answered by the handler for each request. Only status and body are cached, so the
 * handler must not set headers that matter.
 */
export function cachedRoute(cache: CatalogCache, handler: Middleware): Middleware {
  return async (ctx: Context, next: Next) => {
    if (actorOf(ctx).kind !== 'anonymous') {
      await handler(ctx, next);
      ctx.set('Cache-Control', staffCacheControl);
      return;
    }
    const key = keyOf(ctx);
    const kept = cache.peek(key);
    if (kept) {
      send(ctx, kept);
      return;
    }
    let builtHere = false;
    const pending = cache.get(key, async () => {
      builtHere = true;
      await handler(ctx, next);
      return ctx.status === 200 && isJsonBody(ctx.body) ? buildRepresentation(ctx.body) : null;
    });
    if (!pending) {
      await handler(ctx, next);
      return;
    }
    const representation = await pending;
    if (representation) send(ctx, representation);
    else if (!builtHere) await handler(ctx, next);
    // builtHere and not cacheable: the handler already answered this request.
  };
}
