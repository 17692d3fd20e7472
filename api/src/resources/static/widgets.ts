import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { repoRoot } from '../../kernel/config.js';

const PREFIX = '/widgets/';
const immutable = 'public, max-age=31536000, immutable';
/** The loader's URL never changes; a release reaches every host page within an hour. */
const loaderCache = 'public, max-age=3600';

/** WIDGETS_DIST, else widgets/dist of the repository (built by `npm start` and `npm test`, see widgets/README.md). */
export function widgetsDist(env: NodeJS.ProcessEnv = process.env): string {
  return env.WIDGETS_DIST ?? path.join(repoRoot, 'widgets', 'dist');
}

/**
 * Serves the embeddable widgets (issue 15, contract 5): GET /widgets/loader.js (short cache) and the content-hashed
 * element bundle under /widgets/assets/ (immutable), with their precompressed .br/.gz siblings. They are loaded by
 * other sites as module scripts, which browsers fetch in CORS mode: public files without credentials, so any origin
 * may read them (`*`); which sites may call the API is the API's CORS (api/src/resources/embed-origins).
 */
export function widgetsHosting(distDir: string = widgetsDist()): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || !ctx.path.startsWith(PREFIX)) return next();
    const file = ctx.path.slice(PREFIX.length);
    const isLoader = file === 'loader.js';
    if (!isLoader && !/^assets\/[\w.-]+\.js$/.test(file)) return next();
    try {
      const served = await send(ctx, file, {
        root: distDir,
        index: false,
        hidden: false,
        brotli: true,
        gzip: true,
        setHeaders: (res) => {
          res.setHeader('Cache-Control', isLoader ? loaderCache : immutable);
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
      if (served) return;
    } catch (error) {
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 400 && status !== 403) throw error;
    }
    return next();
  };
}
