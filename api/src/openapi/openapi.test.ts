import type { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { servedRoutes } from './document.js';

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
}

/** The /api router the app dispatches to (its layers are every mounted /api route). */
function apiRouterOf(app: TestApp): Router {
  for (const middleware of app.app.middleware) {
    const router = (middleware as { router?: Router }).router;
    if (router?.opts.prefix === '/api') return router;
  }
  throw new Error('no /api router mounted');
}

describe('GET /api/openapi.json and GET /api/docs', () => {
  let app: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await createTestApp();
    const res = await app.request<OpenApiDocument>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    document = res.body;
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Bestell-API');
  });

  it('has a path and method for every route mounted under /api, whoever mounted it', () => {
    const mounted = servedRoutes([apiRouterOf(app)]);
    expect(mounted.length).toBeGreaterThan(100);
    const missing = mounted.filter(({ method, path }) => !document.paths[path]?.[method]);
    expect(missing).toEqual([]);
    for (const path of ['/api/orders/public/{uid}/{hash}', '/api/health', '/api/login', '/api/sites/by-path/{value}']) {
      expect(Object.keys(document.paths)).toContain(path);
    }
    expect(Object.keys(document.paths)).not.toContain('/api/{rest}');
  });

  it('describes strict request bodies from the domain schemas', () => {
    const body = document.paths['/api/branches']?.post?.requestBody?.content['application/json']?.schema as {
      required?: string[];
      additionalProperties?: boolean;
      properties?: Record<string, unknown>;
    };
    expect(body.required).toEqual(expect.arrayContaining(['identifier', 'name']));
    expect(body.additionalProperties).toBe(false);
    expect(Object.keys(body.properties ?? {})).toContain('deliveryAreas');
  });

  it('/api/docs is a readable HTML page of the same document, without scripts', async () => {
    const res = await app.request<string>('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.body).toContain('<h1>Bestell-API</h1>');
    expect(res.body).toContain('<code>/api/branches/{id}</code>');
    expect(res.body).not.toContain('<script');
  });
});
