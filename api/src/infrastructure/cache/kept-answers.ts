import type { IncomingMessage, ServerResponse } from 'node:http';
import type Koa from 'koa';
import type { Context, Middleware } from 'koa';
import type { Logger } from 'pino';
import { presentedApiKey } from '../auth/authenticate.js';
import { sessionCookieName } from '../auth/session-cookie.js';
import { answerFor, keyOf } from './cached-route.js';
import type { CatalogCache } from './catalog-cache.js';
import type { Representation } from './representation.js';

/**
 * True when authentication would make nothing of the request: no API key and no session cookie at all (a stale
 * cookie is cleared by `authenticate`, so such requests take the long way).
 */
function isPlainAnonymous(ctx: Context): boolean {
  const { headers } = ctx.req;
  if (headers.cookie === undefined && headers.authorization === undefined && headers['x-api-key'] === undefined) {
    return true;
  }
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
    writeKept(ctx, kept);
    return Promise.resolve();
  };
}

/**
 * Writes the kept answer with one `writeHead` and `end`, bypassing Koa's per-header work and its response step
 * (bench:api: a fifth of the server time of a small answer such as /api/branches). Nothing ran before but the log,
 * so no header is pending; `ctx.status` still reads the status sent for the log line.
 */
function writeKept(ctx: Context, representation: Representation): void {
  const { req, res } = ctx;
  const answer = answerFor(representation, req.headers['accept-encoding'], req.headers['if-none-match']);
  ctx.respond = false;
  res.writeHead(answer.status, answer.headers);
  if (answer.body) res.end(answer.body);
  else res.end();
}

/** The cache key of a raw request, as `keyOf` makes it from Koa's path and query; null for absolute-form targets. */
function rawKeyOf(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const query = url.indexOf('?');
  if (query < 0) return url;
  return query === url.length - 1 ? url.slice(0, query) : url;
}

/**
 * Answers a request from the kept catalog answers before Koa sees it, when that is surely what the app would send:
 * GET or HEAD of a kept key with no cookie, no credentials and no Origin (CORS for listed embed origins is the app's
 * job: embedCors), so neither authentication nor CORS would add or change a thing. The answer carries the headers
 * the app sends on every answer (representation.ts) and is counted in `tally` (its log line). True when answered.
 */
export function answerKeptRequest(
  cache: CatalogCache,
  tally: KeptAnswerTally,
  req: IncomingMessage,
  res: ServerResponse,
): boolean {
  const started = performance.now();
  const { method, url, headers } = req;
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (url === undefined || !url.startsWith('/api/')) return false;
  if (
    headers.cookie !== undefined ||
    headers.authorization !== undefined ||
    headers['x-api-key'] !== undefined ||
    headers.origin !== undefined
  ) {
    return false;
  }
  const key = rawKeyOf(url);
  const kept = key === null ? undefined : cache.peek(key);
  if (!kept) return false;
  const answer = answerFor(kept, headers['accept-encoding'], headers['if-none-match']);
  res.writeHead(answer.status, answer.headers);
  if (answer.body) res.end(answer.body);
  else res.end();
  tally.count(`${method} ${url.split('?', 1)[0] ?? url} ${answer.status}`, performance.now() - started);
  return true;
}

/**
 * Puts `answerKeptRequest` in front of the app's request handler (`app.callback()`, which `app.listen` and the
 * server of start.ts use): the storefront's catalog reads then cost no Koa context, middleware chain or response
 * step (bench:api, /api/branches: a bare Koa server sending the same bytes was faster than the API). Everything
 * else goes to Koa as before.
 */
export function answerKeptBeforeKoa(app: Koa, cache: CatalogCache, logger: Logger): void {
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    const tally = new KeptAnswerTally(logger);
    return (req, res) =>
      'stream' in req || 'stream' in res || !answerKeptRequest(cache, tally, req, res)
        ? handle(req, res)
        : Promise.resolve();
  };
}

/** How often the kept answers sent meanwhile are logged. */
export const keptAnswerLogEveryMs = 1000;

/**
 * The log of the kept answers: one line per second for all of them (`kept catalog answers`: per method, path and
 * status the count, and the slowest in ms) instead of one `request` line each. At storefront rates a line per read
 * cost the API a sixth of its time for these reads (bench:api: the log writes alone), more than the answer itself.
 */
export class KeptAnswerTally {
  private counts = new Map<string, number>();
  private slowestMs = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly logger: Logger) {}

  count(key: string, ms: number): void {
    this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
    if (ms > this.slowestMs) this.slowestMs = ms;
    this.timer ??= setTimeout(() => this.flush(), keptAnswerLogEveryMs).unref();
  }

  /** Logs what was counted since the last line (nothing when nothing was). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.counts.size === 0) return;
    const answers = Object.fromEntries(this.counts);
    const slowestMs = Math.round(this.slowestMs * 10) / 10;
    this.counts = new Map();
    this.slowestMs = 0;
    this.logger.info({ answers, slowestMs }, 'kept catalog answers');
  }
}
