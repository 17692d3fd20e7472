import type { Middleware } from 'koa';

/** Create and replace requests of uploads, images and fonts, whose bodies (up to 15 MB files) they parse themselves. */
const ownBodyPaths = /^\/api\/(?:uploads|images|fonts)(?:\/[^/]+)?\/?$/;

/**
 * Mount before the app-wide body parser: it keeps its small JSON limit, and these routes parse their own JSON
 * (a data URL of up to 15 MB) and multipart bodies.
 */
export function skipBodyParserForMedia(): Middleware {
  return async (ctx, next) => {
    if ((ctx.method === 'POST' || ctx.method === 'PUT') && ownBodyPaths.test(ctx.path)) ctx.disableBodyParser = true;
    await next();
  };
}
