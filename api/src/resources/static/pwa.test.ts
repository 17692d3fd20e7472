import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, templates } from '../../../test/helpers.js';

describe('PWA hosting (spec §7)', () => {
  let app: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = path.join(templates().root, `dist-pwa-${process.pid}`);
    fs.mkdirSync(path.join(dist, 'build'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Shop</title><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'build', 'service-worker.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(
      path.join(dist, 'build', 'manifest.json'),
      JSON.stringify({ start_url: '/', scope: '/', display: 'standalone', theme_color: '#c62828', icons: [] }),
    );
    app = await createTestApp({ state: 'seeded', config: { storefrontDist: dist } });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves the service worker at /build/service-worker.js, allowed to control the whole site, revalidated', async () => {
    const res = await app.request<string>('/build/service-worker.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    expect(res.headers.get('cache-control')).not.toContain('immutable');
    expect(res.body).toContain('addEventListener');
  });

  it("serves /manifest.webmanifest with the shop's name and description from the config and the build's part", async () => {
    const res = await app.request<string>('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = JSON.parse(typeof res.body === 'string' ? res.body : JSON.stringify(res.body)) as Record<
      string,
      unknown
    >;
    expect(manifest).toEqual({
      name: 'Bäckerei Morgenrot',
      short_name: 'Bäckerei Morgenrot',
      description:
        'Familienbäckerei mit Filialen in Wien, Graz und Linz. Online bestellen, abholen oder liefern lassen.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c62828',
      icons: [],
    });
  });
});
