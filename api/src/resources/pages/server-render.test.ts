import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, templates } from '../../../test/helpers.js';

// A storefront build with a stand-in server entry: it renders from what the in-process fetch answers, so these tests
// check the API's part (data in process, nothing per visitor, status, HTML assembly, caching, fallback). The real
// storefront render is checked by the browser tests (storefront/e2e/server-render.e2e.ts).
const indexHtml = `<!doctype html>
<html lang="de">
  <head>
    <title>Bestellen</title>
    <link rel="preload" href="/api/config" as="fetch" crossorigin="anonymous" />
    <link rel="preload" href="/api/branches" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-77aa.js">
    <link rel="stylesheet" crossorigin href="/assets/index-5d2e.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const entry = `
export async function render({ url, env, fetch }) {
  globalThis.__ssrTestRenders = (globalThis.__ssrTestRenders ?? 0) + 1;
  if (url === '/store/explodes') throw new Error('render failed');
  if (url.startsWith('/cms/')) {
    const answer = await fetch('/api/sites/by-path/' + url.slice(5));
    const site = answer.status === 200 ? (await answer.json()).data : null;
    return {
      html: site ? '<div data-site-page="" class="cms-section"><h1>' + site.title + '</h1></div>' : '<h1>404</h1>',
      head: '<title>' + (site ? site.name : '404') + '</title>',
      status: site ? 200 : 404,
      payload: JSON.stringify({ env, queries: {} }),
    };
  }
  const branches = (await (await fetch('/api/branches')).json()).data;
  const products = (await (await fetch('/api/products')).json()).data;
  const me = (await fetch('/api/users/me')).status;
  const cart = (await fetch('/api/carts/wien-mariahilf')).status;
  const identifier = url.split('/')[2];
  const branch = branches.find((entry) => entry.identifier === identifier);
  const names = products.slice(0, 3).map((product) => '<li>' + product.name + '</li>').join('');
  return {
    html: branch ? '<h1>' + branch.name + '</h1><ul>' + names + '</ul>' : '<h1>Seite nicht gefunden</h1>',
    head: '<title>' + (branch ? branch.name : '404') + '</title><meta name="description" content="x"/>',
    status: branch ? 200 : 404,
    payload: JSON.stringify({ env, queries: { branches: branches.length, me, cart } }),
  };
}`;

declare global {
  var __ssrTestRenders: number | undefined;
}

describe('server-rendered storefront pages', () => {
  let app: TestApp;
  let dist: string;
  let now = Date.parse('2026-11-23T10:00:00Z');
  const renders = () => globalThis.__ssrTestRenders ?? 0;

  beforeAll(async () => {
    dist = path.join(templates().root, `ssr-dist-${process.pid}`);
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.mkdirSync(path.join(dist, '.ssr'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, 'assets', 'index-5d2e.css'), 'body{margin:0}.dialog-only{color:red}');
    fs.writeFileSync(path.join(dist, 'assets', 'index-3f9a1c.js'), 'console.log("app")');
    fs.writeFileSync(
      path.join(dist, 'assets', 'site-page-Ab12_x-Z.css'),
      '.cms-section{gap:1rem}.cms-gallery{gap:2rem}',
    );
    fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), entry);
    app = await createTestApp({ config: { storefrontDist: dist }, now: () => new Date(now) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /store/{identifier} with the rendered page: data from the catalog, nothing per visitor', async () => {
    const res = await app.request<string>('/store/wien-mariahilf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const products = (await app.request<{ data: { name: string }[] }>('/api/products')).body.data;
    expect(res.body).toContain('<div id="root"><h1>Morgenrot Wien Mariahilf</h1><ul>');
    for (const product of products.slice(0, 3)) expect(res.body).toContain(`<li>${product.name}</li>`);
    // The payload follows #root; the session, the visitor's cart and anything else outside the catalog answer 404.
    const payload = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(res.body)?.[1];
    expect(JSON.parse(payload ?? 'null')).toEqual({
      env: { now, cookieConsent: false, origin: app.url },
      queries: { branches: expect.any(Number), me: 404, cart: 404 },
    });
  });

  it('puts the page head in place of the default title, inlines the style sheet, starts the modules after the first view', async () => {
    const { body } = await app.request<string>('/store/wien-mariahilf');
    expect(body).toContain('<title>Morgenrot Wien Mariahilf</title><meta name="description" content="x"/>');
    expect(body).not.toContain('<title>Bestellen</title>');
    expect(body).not.toContain('href="/api/config"');
    // Only the rules the first view uses are inline; the whole sheet follows the first view (and without JavaScript).
    expect(body).toContain(
      '<style>body{margin:0}</style><noscript data-css="/assets/index-5d2e.css"><link rel="stylesheet" href="/assets/index-5d2e.css"></noscript>',
    );
    expect(body).not.toContain('dialog-only');
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('<link rel="modulepreload"');
    expect(body).toContain('("/assets/index-3f9a1c.js",["/assets/react-77aa.js"],3000)</script>');
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await fetch(`${app.url}/shop`, { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(await res.text()).toContain('<div id="root"><h1>Seite nicht gefunden</h1>');
  });

  it('answers an unknown store with the rendered not-found page and status 404', async () => {
    const res = await app.request<string>('/store/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.body).toContain('<h1>Seite nicht gefunden</h1>');
  });

  it('reads the cookie consent from the request (the banner is rendered only without it)', async () => {
    const res = await app.request<string>('/store/wien-mariahilf', { headers: { Cookie: 'cookie-consent=true' } });
    expect(res.body).toContain('"cookieConsent":true');
  });

  it('keeps a rendered page for 30 s, then renders it again', async () => {
    await app.request('/store/linz-landstrasse');
    const before = renders();
    await app.request('/store/linz-landstrasse');
    expect(renders()).toBe(before);
    now += 30_000;
    await app.request('/store/linz-landstrasse');
    expect(renders()).toBe(before + 1);
  });

  it('serves the app shell when the render fails', async () => {
    const res = await app.request<string>('/store/explodes');
    expect(res.status).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>Bestellen</title>');
  });

  it('renders CMS paths with the published site read in process; a draft or an unknown path answers 404', async () => {
    const published = await app.request<string>('/cms/ueber-uns');
    expect(published.status).toBe(200);
    expect(published.body).toContain('<h1>Über uns</h1>');
    // The lazy CMS chunk's style sheet comes inline with a CMS page (styled from the first paint), not with others.
    expect(published.body).toContain('<style>.cms-section{gap:1rem}</style></head>');
    expect(published.body).not.toContain('.cms-gallery');
    expect((await app.request<string>('/store/wien-mariahilf')).body).not.toContain('.cms-section');
    for (const pathname of ['/cms/weihnachten-2026', '/cms/gibt-es-nicht/auch-nicht']) {
      const res = await app.request<string>(pathname);
      expect(res.status, pathname).toBe(404);
      expect(res.body, pathname).not.toContain('Weihnachtsbäckerei');
    }
  });

  it('serves the app shell for pages it does not render and never serves the server build', async () => {
    for (const pathname of [
      '/store/wien-mariahilf/checkout',
      '/shop/wien-mariahilf/checkout/error',
      '/status/abc/def',
      '/backend/orders',
      '/signage/tv-wien-mariahilf',
    ]) {
      const res = await app.request<string>(pathname);
      expect(res.status, pathname).toBe(200);
      expect(res.body, pathname).toContain('<div id="root"></div>');
    }
    const server = await app.request<string>('/.ssr/entry-server.js');
    expect(server.body).not.toContain('export async function render');
  });
});
