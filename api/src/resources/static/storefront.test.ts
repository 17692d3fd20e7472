import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, templates } from '../../../test/helpers.js';

describe('storefront hosting', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = path.join(templates().root, `dist-${process.pid}`);
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Shop"}');
    app = await createTestApp({ state: 'migrated', config: { storefrontDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html without caching at / and as the SPA fallback', async () => {
    for (const pathname of ['/', '/store/wien-mariahilf', '/status/abc/def', '/site/imprint', '/backend/orders']) {
      const res = await app.request<string>(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and other files as they are', async () => {
    const asset = await app.request<string>('/assets/index-3f9a1c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.body).toBe('console.log("app")');
    const manifest = await app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).not.toContain('immutable');
  });

  it('answers 404 (not the app shell) for a missing asset and for reserved prefixes', async () => {
    for (const pathname of ['/assets/missing-123.js', '/api/nothing', '/image/foo', '/upload/x', '/widgets/nope.js']) {
      const res = await app.request(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body, pathname).toEqual({
        errors: [{ message: 'Leider wurde die angeforderte Seite nicht gefunden.', code: 'not_found' }],
      });
    }
  });

  it('does not fall back for other methods and does not escape the folder', async () => {
    expect((await app.request('/store/x', { method: 'POST' })).status).toBe(404);
    const res = await app.request<string>('/..%2f..%2fpackage.json');
    expect(typeof res.body === 'string' ? res.body : '').not.toContain('"workspaces"');
  });
});

describe('without a storefront build', () => {
  it('answers 404 at /', async () => {
    const app = await createTestApp({ state: 'migrated' });
    try {
      expect((await app.request('/')).status).toBe(404);
      expect((await app.request('/api/health')).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
