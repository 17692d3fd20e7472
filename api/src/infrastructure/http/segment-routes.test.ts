import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import Koa, { type Middleware } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesByFirstSegment } from './segment-routes.js';

/** Routers like the resources': own prefixes, a parameter, a route whose first segment is a parameter. */
function resourceRouters(): Router[] {
  const orders = new Router({ prefix: '/orders' });
  orders.get('/', (ctx) => {
    ctx.body = 'orders list';
  });
  orders.get('/:id', (ctx) => {
    ctx.body = `order ${ctx.params.id}`;
  });
  orders.post('/', (ctx) => {
    ctx.body = 'order placed';
  });
  const products = new Router();
  products.get('/products', (ctx) => {
    ctx.body = 'products';
  });
  products.get('/orders/special', (ctx) => {
    ctx.body = 'special from the products router';
  });
  const anyFirst = new Router();
  anyFirst.get('/:area/summary', (ctx) => {
    ctx.body = `summary of ${ctx.params.area}`;
  });
  const files = new Router();
  files.get('/openapi.json', (ctx) => {
    ctx.body = 'document';
  });
  return [orders, products, anyFirst, files];
}

const addTail = (router: Router) => {
  router.all('/{*rest}', (ctx) => {
    ctx.status = 404;
    ctx.body = 'unknown';
  });
  router.all('/', (ctx) => {
    ctx.status = 404;
    ctx.body = 'unknown root';
  });
};

/** A server with `api` mounted, then a last middleware that answers what nothing under /api took. */
async function serve(api: Middleware): Promise<{ url: string; close(): Promise<void> }> {
  const app = new Koa();
  app.use(api);
  app.use((ctx) => {
    ctx.body = `not api: ${ctx.path}`;
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('routesByFirstSegment', () => {
  let single: Awaited<ReturnType<typeof serve>>;
  let bySegment: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    const one = new Router({ prefix: '/api' });
    for (const router of resourceRouters()) one.use(router.routes());
    addTail(one);
    single = await serve(one.routes() as Middleware);
    bySegment = await serve(routesByFirstSegment('/api', resourceRouters(), addTail));
  });
  afterAll(async () => {
    await single.close();
    await bySegment.close();
  });

  const answer = async (base: string, method: string, path: string) => {
    const res = await fetch(`${base}${path}`, { method });
    return `${res.status} ${await res.text()}`;
  };

  it('answers every request as one router with all routes mounted would', async () => {
    const requests: [string, string][] = [
      ['GET', '/api/orders'],
      ['GET', '/api/orders/'],
      ['GET', '/api/orders/42'],
      ['POST', '/api/orders'],
      ['GET', '/API/Orders/7'],
      ['GET', '/api/orders/special'],
      ['GET', '/api/products'],
      ['GET', '/api/openapi.json'],
      ['GET', '/api/tags/summary'],
      ['GET', '/api/orders/summary'],
      ['GET', '/api/%6Frders/1'],
      ['GET', '/api/nothing'],
      ['DELETE', '/api/products'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['GET', '/api//orders'],
      ['GET', '/apiorders'],
      ['GET', '/shop/orders'],
    ];
    for (const [method, path] of requests) {
      expect(await answer(bySegment.url, method, path), `${method} ${path}`).toBe(
        await answer(single.url, method, path),
      );
    }
    // A sample of what that is, so the comparison cannot pass on two equally broken servers.
    expect(await answer(bySegment.url, 'GET', '/API/Orders/7')).toBe('200 order 7');
    expect(await answer(bySegment.url, 'GET', '/api/orders/special')).toBe('200 order special');
    expect(await answer(bySegment.url, 'GET', '/api/tags/summary')).toBe('200 summary of tags');
    expect(await answer(bySegment.url, 'GET', '/api/nothing')).toBe('404 unknown');
    expect(await answer(bySegment.url, 'GET', '/apiorders')).toBe('200 not api: /apiorders');
  });

  it('tests a path only against the routes of its first segment and those that may match any segment', async () => {
    const tested = new Set<string>();
    const routers = resourceRouters();
    routers.forEach((router, index) => {
      for (const layer of router.stack) {
        // An own property: the routers' mounting clones layers with their own properties (and new patterns).
        const match = Object.getPrototypeOf(layer).match as (this: typeof layer, path: string) => boolean;
        layer.match = function (this: typeof layer, path: string) {
          tested.add(String(index));
          return match.call(this, path);
        };
      }
    });
    const server = await serve(routesByFirstSegment('/api', routers, addTail));
    try {
      expect(await answer(server.url, 'GET', '/api/products')).toBe('200 products');
      // The products router and the one whose first segment is a parameter; not the orders or the document's.
      expect([...tested].sort()).toEqual(['1', '2']);
      tested.clear();
      expect(await answer(server.url, 'GET', '/api/orders/3')).toBe('200 order 3');
      expect([...tested].sort()).toEqual(['0', '1', '2']);
    } finally {
      await server.close();
    }
    // All routes stay readable in one router (the OpenAPI document's check reads them).
    const all = routesByFirstSegment('/api', resourceRouters(), addTail).router;
    expect(all.stack.map((layer) => layer.path)).toContain('/api/orders/:id');
  });
});
