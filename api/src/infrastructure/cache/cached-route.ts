import type { Context, Middleware, Next } from 'koa';
import { actorOf } from '../auth/actor.js';
import type { CatalogCache } from './catalog-cache.js';
import { ifNoneMatchHits, pickEncodingCached } from './negotiate.js';
import { buildRepresentation, type KeptAnswer, type Representation } from './representation.js';

/** Staff see more than visitors: their answers must not land in a shared or later anonymous cache. */
export const staffCacheControl = 'private, no-store';

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

/** The kept answer for a request: in the encoding the client accepts, a 304 when its If-None-Match matches. */
export function answerFor(
  representation: Representation,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): KeptAnswer {
  const encoding = pickEncodingCached(acceptEncoding);
  const { ok, notModified } = representation.answers[encoding];
  return ifNoneMatchHits(ifNoneMatch, representation.etags[encoding]) ? notModified : ok;
}

/** Answers from a kept representation through Koa, keeping headers set before (a cleared session cookie). */
export function send(ctx: Context, representation: Representation): void {
  const answer = answerFor(representation, ctx.get('Accept-Encoding'), ctx.get('If-None-Match'));
  ctx.status = answer.status;
  ctx.set(answer.headers);
  ctx.body = answer.body;
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
