import type { Middleware } from 'koa';
import type { Logger } from 'pino';

/**
 * API keys travel in the path of the frontdesk and backoffice order lists (spec §7), of the time-tracking terminal's
 * API (`/api/time-tracking/{branchId}/{apiKey}/…`) and of its page (`/frontdesk/{branchId}/{apiKey}/zeiterfassung`,
 * issue 28); they never reach the log.
 */
const keyInPath =
  /^(\/api\/orders\/(?:frontdesk|backoffice)\/[^/]+\/|\/api\/time-tracking\/(?!pins\/)[^/]+\/|\/frontdesk\/[^/]+\/)[^/]+/;

/** The path (and query) as it may be logged: an API key in it replaced by `***`. */
export function loggablePath(url: string): string {
  return url.replace(keyInPath, '$1***');
}

/** One log line per request with method, path, status and duration. */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info({ method: ctx.method, url: loggablePath(ctx.path), status: ctx.status, ms }, 'request');
    }
  };
}
