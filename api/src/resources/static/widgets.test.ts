import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetsHosting } from './widgets.js';

describe('widgets hosting (contract 5)', () => {
  let dist: string;
  let server: ReturnType<Koa['listen']>;
  let base: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'widgets-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'loader.js'), 'import("../../static/assets/elements-Ab12.js")');
    fs.writeFileSync(path.join(dist, 'assets', 'elements-Ab12.js'), 'customElements.define("x-y", class {})');
    fs.writeFileSync(path.join(dist, 'secret.txt'), 'no');
    const app = new Koa();
    app.use(widgetsHosting(dist));
    app.use((ctx) => {
      ctx.status = 404;
      ctx.body = 'next';
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the loader for at most a day and the hashed bundle as immutable, readable from any origin', async () => {
    const loader = await fetch(`${base}/widgets/loader.js`, { headers: { Origin: 'https://baeckerei.example' } });
    expect(loader.status).toBe(200);
    expect(loader.headers.get('content-type')).toContain('javascript');
    const maxAge = Number(/max-age=(\d+)/.exec(loader.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(86_400);
    expect(loader.headers.get('cache-control')).not.toContain('immutable');
    expect(loader.headers.get('access-control-allow-origin')).toBe('*');
    expect(loader.headers.get('access-control-allow-credentials')).toBeNull();

    const bundle = await fetch(`${base}/widgets/assets/elements-Ab12.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await bundle.text()).toContain('customElements.define');
  });

  it('answers nothing else under /widgets', async () => {
    for (const pathname of [
      '/widgets/secret.txt',
      '/widgets/assets/missing-1.js',
      '/widgets/../package.json',
      '/widgets/',
    ]) {
      const res = await fetch(`${base}${pathname}`);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toBe('next');
    }
    const post = await fetch(`${base}/widgets/loader.js`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
