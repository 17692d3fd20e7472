import type { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { serverCartSchema } from './docs-other.js';
import { servedRoutes } from './document.js';

interface Operation {
  tags: string[];
  'x-credential-in-path'?: string;
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  servers?: { url: string }[];
  components?: { securitySchemes?: Record<string, unknown> };
  paths: Record<string, Record<string, Operation>>;
}

function operations(document: OpenApiDocument): { method: string; path: string; op: Operation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method, path, op })),
  );
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

  it('describes every route itself (no fallback entry) and lists no route that is not served', () => {
    const mounted = new Set(servedRoutes([apiRouterOf(app)]).map(({ method, path }) => `${method} ${path}`));
    const all = operations(document);
    expect(
      all.filter(({ op }) => op.tags[0] === 'undocumented').map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
    expect(all.map(({ method, path }) => `${method} ${path}`).filter((key) => !mounted.has(key))).toEqual([]);
  });

  it('names servers and the security of every operation: session (+ CSRF on writes), branch key, device key or none', () => {
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(Object.keys(document.components?.securitySchemes ?? {})).toEqual(
      expect.arrayContaining(['session', 'csrfToken', 'branchKeyBearer', 'deviceKey']),
    );
    expect(operations(document).filter(({ op }) => op.security === undefined)).toEqual([]);
    const security = (method: string, path: string) => document.paths[path]?.[method]?.security;
    expect(security('post', '/api/orders')).toEqual([]);
    expect(security('post', '/api/branches')).toEqual([{ session: [], csrfToken: [] }]);
    expect(security('get', '/api/users/{id}')).toEqual([{ session: [] }]);
    expect(security('get', '/api/orders/current')).toEqual(
      expect.arrayContaining([{ session: [] }, { branchKeyBearer: [] }]),
    );
    expect(security('post', '/api/devices/self/heartbeat')).toEqual([{ deviceKey: [] }]);
  });

  it('documents the counter-proposal body and the cart routes, POST /api/carts/adopt with its token header', () => {
    for (const path of [
      '/api/orders/{id}/counter-appointment',
      '/api/devices/self/orders/{orderId}/counter-appointment',
    ]) {
      const body = document.paths[path]?.post?.requestBody;
      expect(body?.required).toBe(true);
      expect(body?.content['application/json']?.schema).toMatchObject({ required: ['counterAppointment'] });
    }
    expect(document.paths['/api/carts/{branch}']?.put?.requestBody?.content['application/json']).toBeDefined();
    expect(document.paths['/api/carts/adopt']?.post?.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'X-Cart-Token', required: true }),
    );
  });

  it('says what anonymous callers meet: every GET with security (or a key in the path) answers them 401, no other GET does', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations(document)) {
      if (method !== 'get' || path === '/api/docs' || path === '/api/openapi.json') continue;
      const res = await app.request(path.replace(/\{\w+\}/g, '1'));
      const guarded = (op.security ?? []).length > 0 || op['x-credential-in-path'] !== undefined;
      if (guarded !== (res.status === 401))
        wrong.push(`${path}: documented ${guarded ? 'guarded' : 'open'}, got ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every write with security answers an anonymous caller with a bad body 401 (not a field error)', async () => {
    const wrong: string[] = [];
    for (const { method, path, op } of operations(document)) {
      if (method === 'get' || (op.security ?? []).length === 0) continue;
      const res = await app.request(path.replace(/\{\w+\}/g, '1'), {
        method: method.toUpperCase(),
        headers: { 'Content-Type': 'application/json' },
        ...(method === 'delete' ? {} : { body: JSON.stringify({ unexpected: '\u0000' }) }),
      });
      if (res.status !== 401) wrong.push(`${method} ${path}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('describes the server cart answer as the API gives it (GET and PUT)', async () => {
    const empty = await app.request<{ data: unknown }>('/api/carts/default');
    expect(serverCartSchema.safeParse(empty.body.data).error).toBeUndefined();
    const saved = await app.request<{ data: { items: unknown[] } }>('/api/carts/wien-mariahilf', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        items: [{ product: 8, amount: '2', unit: 'Stk.', parts: [] }],
        order: { firstName: 'Erika' },
      }),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.items).toHaveLength(1);
    expect(serverCartSchema.strict().safeParse(saved.body.data).error).toBeUndefined();
  });

  it('lists the query parameters a route reads: GET /api/products/labels.pdf takes layout and ids (issue 21.2)', () => {
    const parameters = document.paths['/api/products/labels.pdf']?.get?.parameters ?? [];
    expect(parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(['layout', 'ids']);
    const list = document.paths['/api/branches']?.get?.parameters ?? [];
    expect(list.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'limit',
        'offset',
        'page',
        'sort',
        'name',
        'city',
        'divisionId',
        'isPublic',
        'isEnabled',
      ]),
    );
  });

  it('types the success answer of every JSON route (issue 21.3)', () => {
    const untyped = operations(document)
      .filter(({ op }) => {
        const json = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status))?.[1]?.content?.[
          'application/json'
        ]?.schema as { properties?: { data?: object } } | undefined;
        return json?.properties?.data !== undefined && Object.keys(json.properties.data).length === 0;
      })
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    expect(untyped).toEqual([]);
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
