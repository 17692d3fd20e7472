import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCache } from './catalog-cache.js';
import { answerKeptBeforeKoa, keptAnswerLogEveryMs, serveKeptCatalogAnswers } from './kept-answers.js';
import { buildRepresentation } from './representation.js';

describe('serveKeptCatalogAnswers', () => {
  const cache = new CatalogCache();
  let server: http.Server;
  let url = '';
  let downstream = 0;
  beforeAll(async () => {
    await cache.get('/api/tags', () => buildRepresentation({ data: [{ id: 1, name: 'Bio' }] }));
    await cache.get('/api/products?categoryId=2', () => buildRepresentation({ data: [] }));
    const app = new Koa();
    app.use(serveKeptCatalogAnswers(cache));
    app.use((ctx) => {
      downstream += 1;
      ctx.body = { data: 'from the route' };
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function call(path: string, init: RequestInit = {}) {
    const before = downstream;
    const response = await fetch(`${url}${path}`, init);
    const text = await response.text();
    return { status: response.status, etag: response.headers.get('etag'), text, routed: downstream > before };
  }

  it('answers anonymous GETs of kept keys itself, with the ETag and 304', async () => {
    const kept = await call('/api/tags', { headers: { 'Accept-Encoding': 'identity', Cookie: 'other=1' } });
    expect(kept).toMatchObject({ status: 200, text: '{"data":[{"id":1,"name":"Bio"}]}', routed: false });
    const again = await call('/api/tags', {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': kept.etag ?? '' },
    });
    expect(again).toMatchObject({ status: 304, routed: false });
    expect((await call('/api/products?categoryId=2')).routed).toBe(false);
    expect((await call('/api/tags', { method: 'HEAD' })).routed).toBe(false);
  });

  it('sends the kept headers: type, length, encoding, validators; HEAD without a body', async () => {
    const identity = '{"data":[{"id":1,"name":"Bio"}]}';
    const gzip = await fetch(`${url}/api/tags`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await gzip.text()).toBe(identity);
    expect(Object.fromEntries(gzip.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
    expect(gzip.headers.get('etag')).toMatch(/^"[\w-]{32}-gz"$/);
    const head = await fetch(`${url}/api/tags`, { method: 'HEAD', headers: { 'Accept-Encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(`${identity.length}`);
    expect(await head.text()).toBe('');
    const notModified = await fetch(`${url}/api/tags`, {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': head.headers.get('etag') ?? '' },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-type')).toBeNull();
    expect(notModified.headers.get('etag')).toBe(head.headers.get('etag'));
  });

  it('hands on misses, other queries, writes, API keys and every session cookie', async () => {
    expect((await call('/api/branches')).routed).toBe(true);
    expect((await call('/api/products')).routed).toBe(true);
    expect((await call('/api/products?categoryId=3')).routed).toBe(true);
    expect((await call('/api/tags', { method: 'POST' })).routed).toBe(true);
    expect((await call('/api/tags', { headers: { 'X-Api-Key': 'k' } })).routed).toBe(true);
    expect((await call('/api/tags', { headers: { Authorization: 'Bearer k' } })).routed).toBe(true);
    expect((await call('/api/tags', { headers: { Cookie: 'bestell_session=stale' } })).routed).toBe(true);
    expect((await call('/api/tags', { headers: { Cookie: 'a=1; bestell_session=' } })).routed).toBe(true);
    cache.invalidate();
    expect((await call('/api/tags')).routed).toBe(true);
  });
});

describe('answerKeptBeforeKoa', () => {
  const cache = new CatalogCache();
  const lines: { msg: string; answers?: Record<string, number>; slowestMs?: number }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  let server: http.Server;
  let url = '';
  let koaSaw = 0;
  beforeAll(async () => {
    await cache.get('/api/tags', () => buildRepresentation({ data: [{ id: 1, name: 'Bio' }] }));
    await cache.get('/api/products?categoryId=2', () => buildRepresentation({ data: [] }));
    const app = new Koa();
    answerKeptBeforeKoa(app, cache, logger);
    app.use((ctx) => {
      koaSaw += 1;
      ctx.body = { data: 'from Koa' };
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function call(path: string, init: RequestInit = {}) {
    const before = koaSaw;
    const response = await fetch(`${url}${path}`, init);
    return { response, text: await response.text(), koa: koaSaw > before };
  }

  it('answers plain anonymous GET and HEAD of kept keys before Koa, with the headers of every answer; one log line a second counts them', async () => {
    lines.length = 0;
    const kept = await call('/api/tags', { headers: { 'Accept-Encoding': 'identity' } });
    expect(kept).toMatchObject({ text: '{"data":[{"id":1,"name":"Bio"}]}', koa: false });
    expect(Object.fromEntries(kept.response.headers)).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-cache',
    });
    const notModified = await call('/api/tags', {
      headers: { 'Accept-Encoding': 'identity', 'If-None-Match': kept.response.headers.get('etag') ?? '' },
    });
    expect(notModified.response.status).toBe(304);
    expect(notModified.koa).toBe(false);
    expect(notModified.response.headers.get('x-content-type-options')).toBe('nosniff');
    const head = await call('/api/tags', { method: 'HEAD' });
    expect(head).toMatchObject({ text: '', koa: false });
    expect((await call('/api/products?categoryId=2')).koa).toBe(false);
    expect((await call('/api/tags?')).koa).toBe(false);
    expect(lines).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, keptAnswerLogEveryMs + 300));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      msg: 'kept catalog answers',
      answers: { 'GET /api/tags 200': 2, 'GET /api/tags 304': 1, 'HEAD /api/tags 200': 1, 'GET /api/products 200': 1 },
    });
    expect(lines[0]?.slowestMs).toBeGreaterThanOrEqual(0);
  });

  it('leaves to Koa whatever authentication or CORS could change, misses, writes and other queries', async () => {
    expect((await call('/api/tags', { headers: { Cookie: 'other=1' } })).koa).toBe(true);
    expect((await call('/api/tags', { headers: { Origin: 'https://shop.example.at' } })).koa).toBe(true);
    expect((await call('/api/tags', { headers: { 'X-Api-Key': 'k' } })).koa).toBe(true);
    expect((await call('/api/tags', { headers: { Authorization: 'Bearer k' } })).koa).toBe(true);
    expect((await call('/api/tags', { method: 'POST' })).koa).toBe(true);
    expect((await call('/api/products?categoryId=3')).koa).toBe(true);
    expect((await call('/api/branches')).koa).toBe(true);
    cache.invalidate();
    expect((await call('/api/tags')).koa).toBe(true);
  });
});
