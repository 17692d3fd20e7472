import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type Koa from 'koa';
import { type ContractDocument, documentedOperation, type OperationKey } from './document.js';
import { answerValidator } from './validators.js';

/**
 * The API tests' contract recorder (test only: createTestApp mounts it first; production never does). For every
 * request a route under /api answers it records, into the run's folder (checked by test/contract/check.ts at the
 * end of the run):
 * - the success answer checked against the answer schema the served OpenAPI document gives the matched route
 *   (and its status against the documented one), mismatches with ajv's errors;
 * - each query parameter and header the route read (a Proxy over ctx.query, a wrapper of ctx.get), to compare with
 *   the parameters the document lists.
 * The route is the router layer that was running when the answer was set (`_matchedRoute`).
 */
export interface ContractRecord {
  kind: 'answer' | 'mismatch' | 'query' | 'header';
  /** `get /api/orders/{id}` */
  operation: OperationKey;
  /** query: the parameter; header: the lower-cased name; mismatch: what differs. */
  detail?: string;
}

const methods = new Set(['get', 'post', 'put', 'delete']);

/** Written once per line and process: the folder holds one file per test worker. */
class RecordSink {
  private readonly written = new Set<string>();
  constructor(private readonly file: string) {}

  add(record: ContractRecord): void {
    const line = JSON.stringify(record);
    if (this.written.has(line)) return;
    this.written.add(line);
    fs.appendFileSync(this.file, `${line}\n`);
  }
}

const sinks = new Map<string, RecordSink>();

function sinkIn(folder: string): RecordSink {
  let sink = sinks.get(folder);
  if (!sink) {
    fs.mkdirSync(folder, { recursive: true });
    sink = new RecordSink(path.join(folder, `records-${process.pid}.jsonl`));
    sinks.set(folder, sink);
  }
  return sink;
}

type RouteContext = Koa.Context & { _matchedRoute?: string | RegExp };

function routeOf(ctx: RouteContext): string | null {
  return typeof ctx._matchedRoute === 'string' ? ctx._matchedRoute : null;
}

/** A kept (compressed) answer as text. */
function decoded(body: Buffer, encoding: string): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  if (encoding === 'deflate') return zlib.inflateSync(body).toString('utf8');
  return body.toString('utf8');
}

/** The JSON a body would be on the wire (dates as ISO strings), or undefined when it is no JSON. */
function jsonOf(ctx: Koa.Context): { json: unknown } | undefined {
  const body: unknown = ctx.response.body;
  if (body === null || body === undefined) return undefined;
  if (!ctx.response.type.includes('json')) return undefined;
  if (typeof body === 'string') return { json: JSON.parse(body) };
  if (Buffer.isBuffer(body)) return { json: JSON.parse(decoded(body, ctx.response.get('Content-Encoding'))) };
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  return { json: JSON.parse(JSON.stringify(body)) };
}

export function contractRecorder(options: {
  folder: string;
  document: () => Promise<ContractDocument>;
}): Koa.Middleware {
  const sink = sinkIn(options.folder);
  return async (ctx, next) => {
    const method = ctx.method.toLowerCase();
    if (!ctx.path.startsWith('/api/') || !methods.has(method) || ctx.path === '/api/openapi.json') return next();
    const routeCtx = ctx as RouteContext;
    let answeredBy: string | null = null;
    const reads: { route: string; kind: 'query' | 'header'; name: string }[] = [];
    const query = ctx.request.query;
    const proxy = new Proxy(query, {
      get(target, key, receiver) {
        const route = routeOf(routeCtx);
        if (typeof key === 'string' && route) reads.push({ route, kind: 'query', name: key });
        return Reflect.get(target, key, receiver);
      },
    });
    Object.defineProperty(ctx, 'query', {
      configurable: true,
      get: () => proxy,
      set: (value) => {
        ctx.request.query = value;
      },
    });
    const get = ctx.get.bind(ctx);
    Object.defineProperty(ctx, 'get', {
      configurable: true,
      value: (name: string) => {
        const route = routeOf(routeCtx);
        if (route) reads.push({ route, kind: 'header', name: name.toLowerCase() });
        return get(name);
      },
    });
    Object.defineProperty(ctx, 'body', {
      configurable: true,
      get: () => ctx.response.body,
      set: (value) => {
        answeredBy = routeOf(routeCtx);
        ctx.response.body = value;
      },
    });
    Object.defineProperty(ctx, 'status', {
      configurable: true,
      get: () => ctx.response.status,
      set: (value: number) => {
        answeredBy = routeOf(routeCtx);
        ctx.response.status = value;
      },
    });
    await next();
    const document = await options.document();
    for (const read of reads) {
      const found = documentedOperation(document, method, read.route);
      if (found) sink.add({ kind: read.kind, operation: found.key, detail: read.name });
    }
    if (answeredBy === null || ctx.status < 200 || ctx.status >= 300) return;
    const found = documentedOperation(document, method, answeredBy);
    if (!found) return;
    const documented = Object.keys(found.operation.responses).find((status) => /^2\d\d$/.test(status));
    if (documented !== String(ctx.status)) {
      sink.add({ kind: 'mismatch', operation: found.key, detail: `answered ${ctx.status}, documented ${documented}` });
      return;
    }
    const answer = jsonOf(ctx);
    const validate = answerValidator(document, found.key, ctx.status);
    if (!validate) {
      sink.add({ kind: 'answer', operation: found.key });
      return;
    }
    if (!answer) {
      sink.add({ kind: 'mismatch', operation: found.key, detail: `documented JSON, answered ${ctx.response.type}` });
      return;
    }
    const errors = validate(answer.json);
    sink.add(
      errors ? { kind: 'mismatch', operation: found.key, detail: errors } : { kind: 'answer', operation: found.key },
    );
  };
}
