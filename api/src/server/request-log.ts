import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/** One log line per request with method, path, status and duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ method: ctx.method, url: ctx.path, status: ctx.status, ms }, 'request');
    }
  };
}
