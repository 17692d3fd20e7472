import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from '@koa/router';
import { z } from 'zod';
import { createApp } from '../src/app/app.js';
import type { Db } from '../src/db/database.js';
import { csrfHeader } from '../src/infrastructure/auth/csrf.js';
import { demoAdmin, sessionCookieOf } from '../src/infrastructure/auth/test-session.js';
import { silentLogger, testConfig } from './helpers.js';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as sent (not decompressed). */
  body: Buffer;
}

export interface CacheTestApp {
  url: string;
  /** `X-Test-Actor: staff` in `headers` sends the request with a real admin session instead. */
  get(path: string, headers?: Record<string, string>): Promise<RawResponse>;
  /** Renames a product through an API route of this app as the signed-in admin (a staff write stand-in). */
  renameProduct(id: number, name: unknown): Promise<number>;
  close(): Promise<void>;
}

function writeRoutes(db: Db): Router {
  const router = new Router();
  router.put('/test-cache/products/:id', async (ctx) => {
    const { name } = z.object({ name: z.string() }).parse(ctx.request.body);
    await db.updateTable('products').set({ name }).where('id', '=', Number(ctx.params.id)).execute();
    ctx.status = 204;
  });
  return router;
}

/** createApp over the given database on 127.0.0.1:0, with a test write route and the test actor switch. */
export async function startCacheTestApp(db: Db): Promise<CacheTestApp> {
  const app = createApp({ db, logger: silentLogger, config: testConfig(), extraRouters: [writeRoutes(db)] });
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let staff: { cookie: string; csrfToken: string } | null = null;
  const signInAsAdmin = async () => {
    const response = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(demoAdmin),
    });
    const { data } = (await response.json()) as { data: { csrfToken: string } };
    const cookie = sessionCookieOf(response.headers);
    if (!cookie) throw new Error(`admin login failed: ${response.status}`);
    return { cookie, csrfToken: data.csrfToken };
  };
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const { 'X-Test-Actor': actor, ...rest } = headers;
    if (actor === 'staff') {
      staff ??= await signInAsAdmin();
      rest.Cookie = staff.cookie;
    }
    return new Promise<RawResponse>((resolve, reject) => {
      http
        .get(`${url}${path}`, { headers: rest }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        })
        .on('error', reject);
    });
  };
  return {
    url,
    get,
    async renameProduct(id, name) {
      staff ??= await signInAsAdmin();
      const response = await fetch(`${url}/api/test-cache/products/${id}`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Cookie: staff.cookie, [csrfHeader]: staff.csrfToken },
        body: JSON.stringify({ name }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The product names of a /api/products answer sent without compression. */
export function productName(response: RawResponse, id: number): string | undefined {
  const { data } = JSON.parse(response.body.toString('utf8')) as { data: { id: number; name: string }[] };
  return data.find((p) => p.id === id)?.name;
}
