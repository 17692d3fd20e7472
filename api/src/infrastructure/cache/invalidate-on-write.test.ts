import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../auth/actor.js';
import { CatalogCache } from './catalog-cache.js';
import { invalidateCatalogOnWrite } from './invalidate-on-write.js';

const staff: Actor = {
  kind: 'staff',
  userId: 1,
  username: 'admin',
  roles: ['ROLE_ADMIN'],
  branchIds: [],
  sessionId: 'x',
};
const branchKey: Actor = { kind: 'branchKey', keyId: 1, branchId: 1 };

describe('invalidateCatalogOnWrite', () => {
  const cache = new CatalogCache();
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    const app = new Koa();
    app.use(invalidateCatalogOnWrite(cache));
    // Stands in for the authentication middleware, which runs inside.
    app.use(async (ctx, next) => {
      const who = ctx.get('X-Actor');
      if (who === 'staff') ctx.state.actor = staff;
      if (who === 'key') ctx.state.actor = branchKey;
      await next();
    });
    app.use((ctx) => {
      ctx.status = Number(ctx.query.status ?? 200);
      ctx.body = { ok: true };
    });
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  async function generationAfter(method: string, path: string, actor = 'staff'): Promise<number> {
    const before = cache.generation;
    const response = await fetch(`${url}${path}`, { method, headers: { 'X-Actor': actor } });
    await response.arrayBuffer();
    return cache.generation - before;
  }

  it('drops the cache after successful and failed-on-the-server writes of staff and branch keys under /api', async () => {
    expect(await generationAfter('POST', '/api/products')).toBe(1);
    expect(await generationAfter('PUT', '/api/products/1?status=204')).toBe(1);
    expect(await generationAfter('DELETE', '/api/products/1')).toBe(1);
    expect(await generationAfter('PATCH', '/api/config?status=500')).toBe(1);
    expect(await generationAfter('PUT', '/api/tables/1', 'key')).toBe(1);
  });

  it('keeps it for reads, refused writes (4xx), writes outside /api and anonymous writes', async () => {
    expect(await generationAfter('GET', '/api/products')).toBe(0);
    expect(await generationAfter('HEAD', '/api/products')).toBe(0);
    expect(await generationAfter('POST', '/api/products?status=422')).toBe(0);
    expect(await generationAfter('POST', '/api/products?status=403')).toBe(0);
    expect(await generationAfter('POST', '/apiary')).toBe(0);
    expect(await generationAfter('POST', '/api/login?status=401', 'anonymous')).toBe(0);
    expect(await generationAfter('POST', '/api/login', 'anonymous')).toBe(0);
    expect(await generationAfter('POST', '/api/carts', 'anonymous')).toBe(0);
    expect(await generationAfter('POST', '/api/orders?status=500', 'anonymous')).toBe(0);
  });
});
