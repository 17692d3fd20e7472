import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { backofficeWidgetsMessages as w } from '@bestell/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import {
  createTestApp,
  openTestDatabase,
  silentLogger,
  type TestApp,
  type TestDatabase,
  testConfig,
} from '../../../test/helpers.js';
import { createApp } from '../../app/app.js';
import { type Db, openDatabase } from '../../db/database.js';
import {
  demoAdmin,
  demoEmployee,
  signInAs,
  type TestSession,
  withSession,
} from '../../infrastructure/auth/test-session.js';

vi.setConfig({ testTimeout: 60_000 });

interface Origin {
  id: number;
  origin: string;
  label: string | null;
  version: number;
}
interface Answer<T> {
  data: T;
  errors: { message: string; code: string; field?: string }[];
}

const site = 'https://www.baeckerei-beispiel.at';
const corsHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.toLowerCase().startsWith('access-control-'));

describe('embed origins and CORS for the widgets (issue 15 point 5, contract 6)', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app, demoAdmin);
    employee = await signInAs(app, demoEmployee);
  });
  afterAll(() => app.close());

  const create = (body: unknown, session = admin) =>
    app.request<Answer<Origin>>('/api/embed-origins', withSession(session, 'POST', body));
  const list = async () =>
    (await app.request<Answer<Origin[]>>('/api/embed-origins', { headers: admin.headers })).body.data;
  const fromSite = (path: string, origin = site, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { Origin: origin, ...(init.headers as Record<string, string>) } });

  it('admin CRUD: normalises the origin, refuses bad ones and duplicates with German field errors', async () => {
    const created = await create({ origin: ' HTTPS://WWW.Baeckerei-Beispiel.AT:443/ ', label: 'Website' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ origin: site, label: 'Website' });

    for (const [origin, message] of [
      ['www.example.at', w.validation.originInvalid],
      ['ftp://example.at', w.validation.originInvalid],
      ['https://example.at/shop', w.validation.originWithPath],
    ] as const) {
      const bad = await create({ origin });
      expect(bad.status, origin).toBe(422);
      expect(bad.body.errors).toEqual([{ field: 'origin', message, code: 'custom' }]);
    }
    const duplicate = await create({ origin: `${site}/` });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errors[0]).toMatchObject({ field: 'origin', code: 'not_unique' });
    expect((await list()).map((o) => o.origin)).toEqual([site]);

    // Staff who are not admins and visitors may not touch the list; the public list is for anyone.
    expect((await create({ origin: 'https://andere.at' }, employee)).status).toBe(403);
    expect((await app.request('/api/embed-origins')).status).toBe(401);
    const open = await app.request<Answer<string[]>>('/api/embed-origins/public');
    expect(open.status).toBe(200);
    expect(open.body.data).toEqual([site]);

    const documented = await app.request<{ paths: Record<string, Record<string, unknown>> }>('/api/openapi.json');
    expect(Object.keys(documented.body.paths['/api/embed-origins'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(documented.body.paths['/api/embed-origins/public']?.get).toBeDefined();
  });

  it('answers CORS only to listed origins, only on the widget routes, without credentials', async () => {
    const allowed = await fromSite('/api/products');
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    expect(allowed.headers.get('vary')).toMatch(/\bOrigin\b/);
    expect(allowed.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(allowed.headers.get('access-control-allow-credentials')).toBeNull();
    // The kept (cached) answer of the same read carries them too.
    const kept = await fromSite('/api/products');
    expect(kept.headers.get('access-control-allow-origin')).toBe(site);
    expect(kept.headers.get('vary')).toMatch(/\bOrigin\b/);
    // …without changing the kept answer other visitors get.
    expect((await app.request('/api/products')).headers.get('vary')).toBe('Accept-Encoding');

    const cart = await fromSite('/api/carts/default', site, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: [] }),
    });
    expect(cart.headers.get('access-control-allow-origin')).toBe(site);
    expect(cart.headers.get('access-control-expose-headers')).toBe('X-Cart-Token');
    // A refusal is readable by the widget too (its German message).
    const refused = await fromSite('/api/carts/default', site, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ items: 'keine Liste' }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.headers.get('access-control-allow-origin')).toBe(site);

    const unknown = await fromSite('/api/products', 'https://fremd.example');
    expect(unknown.status).toBe(200);
    expect(corsHeaders(unknown.headers)).toEqual([]);

    // Staff routes and unlisted public routes: nothing, even for a listed origin (and no session travels anyway).
    for (const path of ['/api/orders', '/api/users/me', '/api/embed-origins', '/api/sites', '/api/openapi.json']) {
      const staff = await fromSite(path, site, { headers: admin.headers });
      expect(corsHeaders(staff.headers), path).toEqual([]);
    }
  });

  it('answers the preflight of a listed route with 204 and Max-Age 600, and no other', async () => {
    const preflight = await fromSite('/api/carts/default', site, {
      method: 'OPTIONS',
      headers: {
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'content-type,x-cart-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(site);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, PUT, HEAD');
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'Content-Type, X-Cart-Token, Idempotency-Key, Last-Event-ID',
    );
    expect(preflight.headers.get('access-control-max-age')).toBe('600');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    // The teaser's analytics (issue 26): its batch may be posted from an allowed site, and is stored.
    const analytics = await fromSite('/api/analytics-log', site, {
      method: 'OPTIONS',
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(analytics.status).toBe(204);
    expect(analytics.headers.get('access-control-allow-methods')).toBe('POST');
    const logged = await fromSite('/api/analytics-log', site, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // a browser's (a request without one is taken for a bot and not stored)
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      },
      body: JSON.stringify([{ type: 'event', action: 'add-to-cart', category: 'default' }]),
    });
    expect(logged.status).toBe(204);
    expect(logged.headers.get('access-control-allow-origin')).toBe(site);
    const stored = await app.db
      .selectFrom('analyticsEvents')
      .select(['action', 'category'])
      .where('type', '=', 'event')
      .execute();
    expect(stored).toContainEqual({ action: 'add-to-cart', category: 'default' });

    for (const [path, method, origin] of [
      ['/api/carts/default', 'PUT', 'https://fremd.example'],
      ['/api/carts/default', 'DELETE', site],
      ['/api/orders/1/status/confirm', 'POST', site],
      ['/api/embed-origins', 'POST', site],
    ] as const) {
      const refused = await fromSite(path, origin, {
        method: 'OPTIONS',
        headers: { 'Access-Control-Request-Method': method },
      });
      expect(refused.status, `${method} ${path}`).toBe(404);
      expect(corsHeaders(refused.headers), `${method} ${path}`).toEqual([]);
    }
  });

  it('makes an added or removed origin effective at once', async () => {
    const newcomer = 'http://127.0.0.1:4321';
    const allowed = async () =>
      (await fromSite('/api/branches', newcomer)).headers.get('access-control-allow-origin') === newcomer;
    expect(await allowed()).toBe(false);
    const created = await create({ origin: newcomer });
    expect(created.status).toBe(201);
    expect(await eventually(allowed, 3_000)).toBe(true);
    const removed = await app.request(`/api/embed-origins/${created.body.data.id}`, withSession(admin, 'DELETE'));
    expect(removed.status).toBe(204);
    expect(await eventually(async () => !(await allowed()), 3_000)).toBe(true);
  });
});

describe('embed origins on two API processes of one database', () => {
  let database: TestDatabase;
  let secondHandle: { db: Db; close(): Promise<void> } | null = null;
  const servers: http.Server[] = [];
  let urlB = '';

  beforeAll(async () => {
    database = await openTestDatabase('seeded');
    // PostgreSQL: a second pool with its own LISTEN connection, as a second machine has. PGlite admits one process,
    // so there the second app shares the handle (and its one listening connection).
    if (database.url) secondHandle = await openDatabase({ databaseUrl: database.url });
    const dbB = secondHandle?.db ?? database.db;
    for (const db of [database.db, dbB]) {
      const server = createApp({ db, logger: silentLogger, config: testConfig() }).listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      servers.push(server);
      urlB = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    for (const server of servers) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    await secondHandle?.close();
    await database?.close();
  });

  it('hears a change made through the other process within moments', async () => {
    const newcomer = 'https://zweite-website.example';
    const allowedOnB = async () =>
      (await fetch(`${urlB}/api/categories`, { headers: { Origin: newcomer } })).headers.get(
        'access-control-allow-origin',
      ) === newcomer;
    expect(await allowedOnB()).toBe(false);
    await sql`insert into embed_origins (origin) values (${newcomer})`.execute(database.db);
    expect(await eventually(allowedOnB, 3_000)).toBe(true);
    await sql`delete from embed_origins where origin = ${newcomer}`.execute(database.db);
    expect(await eventually(async () => !(await allowedOnB()), 3_000)).toBe(true);
  });
});
