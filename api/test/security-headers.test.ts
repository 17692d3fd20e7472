import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestSession } from '../src/infrastructure/auth/test-session.js';
import { createTestApp, type TestApp, templates } from './helpers.js';

/**
 * Issue 16 points 4 and 5: security headers on every HTML answer (a CSP that allows exactly the page's own inline
 * scripts, the 3D tours' frames, no framing of checkout, back-office and API pages), nosniff everywhere; a body
 * error never answers before a staff route's authorisation; paging out of range is a 400 in German.
 */

// A storefront build with the real index.html's inline early-tap script and a stand-in server entry.
const earlyTaps = `((taps) => { window.__earlyTaps = taps; })([]);`;
const indexHtml = `<!doctype html>
<html lang="de">
  <head>
    <title>Bestellen</title>
    <script>${earlyTaps}</script>
    <script type="module" crossorigin src="/assets/index-3f9a1c.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-77aa.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const entry = `
export async function render() {
  return { html: '<h1>Seite</h1>', head: '<title>Seite</title>', status: 200, payload: '{"queries":{}}' };
}`;

const html = new Router();
html.get('/test/html', (ctx) => {
  ctx.type = 'text/html; charset=utf-8';
  ctx.body = '<!doctype html><p>Testseite</p>';
});

type Errors = { errors: { message: string; field?: string; code: string }[] };
type Operation = { security?: Record<string, unknown>[] };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/** Every inline script a browser runs in `body` (no src, not a JSON data block). */
function inlineScripts(body: string): string[] {
  return [...body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/\ssrc=/.test(attributes) && !/type="application\/json"/.test(attributes))
    .map(([, , text = '']) => text);
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('security headers and the order of checks', () => {
  let app: TestApp;
  let admin: TestSession;
  let dist: string;

  beforeAll(async () => {
    dist = path.join(templates().root, `headers-dist-${process.pid}`);
    fs.mkdirSync(path.join(dist, '.ssr'), { recursive: true });
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'index.html'), indexHtml);
    fs.writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), entry);
    app = await createTestApp({ config: { storefrontDist: dist }, extraRouters: [html] });
    admin = await signInAs(app);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('a server-rendered page and the app shell allow exactly their own inline scripts', async () => {
    for (const target of ['/store/wien-mariahilf', '/backend/orders']) {
      const res = await app.request<string>(target);
      expect(res.status, target).toBe(200);
      const scripts = inlineScripts(res.body);
      // The shell has the early-tap script; a rendered page also the loader that starts the modules after paint.
      expect(scripts.length, target).toBe(target === '/backend/orders' ? 1 : 2);
      const policy = directives(res.headers.get('content-security-policy'));
      const scriptSrc = policy.get('script-src') ?? '';
      expect(scriptSrc, target).not.toContain('unsafe-inline');
      expect(scriptSrc, target).not.toContain('unsafe-eval');
      expect(scriptSrc.split(' ').sort(), target).toEqual(["'self'", ...scripts.map(sha256)].sort());
      expect(policy.get('object-src')).toBe("'none'");
      expect(policy.get('base-uri')).toBe("'self'");
      // The demo home page's 3D tour, and nothing else, may be framed.
      expect(policy.get('frame-src')).toBe('https://my.matterport.com');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
    }
  });

  it('checkout, back-office and API pages cannot be framed; shop pages only by the embedding websites', async () => {
    for (const target of ['/store/wien-mariahilf/checkout', '/shop/wien-mariahilf/checkout/error', '/backend']) {
      const res = await app.request<string>(target);
      expect(directives(res.headers.get('content-security-policy')).get('frame-ancestors'), target).toBe("'none'");
      expect(res.headers.get('x-frame-options'), target).toBe('DENY');
    }
    const shop = await app.request('/shop');
    expect(directives(shop.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'none'");
    expect(shop.headers.get('x-frame-options')).toBeNull();
    const added = await app.request('/api/embed-origins', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ origin: 'https://baeckerei.example', label: 'Website' }),
    });
    expect(added.status).toBe(201);
    const framed = await app.request('/');
    expect(directives(framed.headers.get('content-security-policy')).get('frame-ancestors')).toBe(
      'https://baeckerei.example',
    );
    const checkout = await app.request('/store/wien-mariahilf/checkout');
    expect(directives(checkout.headers.get('content-security-policy')).get('frame-ancestors')).toBe("'none'");

    // An API page without a policy of its own (like the test payment page) gets the strict one.
    const page = await app.request('/api/test/html');
    expect(page.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const docs = await app.request('/api/docs');
    expect(docs.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('every answer carries nosniff: data, errors, files', async () => {
    for (const target of ['/api/branches', '/api/gibt-es-nicht', '/api/products/%00', '/assets/gibt-es-nicht.js']) {
      const res = await app.request(target);
      expect(res.headers.get('x-content-type-options'), target).toBe('nosniff');
      expect(res.headers.get('content-security-policy'), target).toBeNull();
    }
  });

  it('an anonymous caller of a staff route gets 401 whatever the body; unknown routes stay 404', async () => {
    const document = (await app.request<OpenApiDocument>('/api/openapi.json')).body;
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    const bodies = ['{"name":"a\\u0000b","feld\\u0000":1}', '{"name":"a\\ud800"}', 'null', deep, '{"name": '];
    const failures: string[] = [];
    let staffRoutes = 0;
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const method of ['post', 'put', 'patch', 'delete']) {
        const security = operations[method]?.security;
        // Public routes declare no requirement (or an empty one); the rest need a session, a key or a device.
        if (!security || security.length === 0 || security.some((r) => Object.keys(r).length === 0)) continue;
        staffRoutes += 1;
        for (const body of bodies) {
          const res = await fetch(`${app.url}${route.replace(/\{[^}]+\}/g, '1')}`, {
            method: method.toUpperCase(),
            headers: { 'Content-Type': 'application/json' },
            body,
          });
          await res.arrayBuffer();
          if (res.status !== 401)
            failures.push(`${method.toUpperCase()} ${route} ${body.slice(0, 20)} → ${res.status}`);
        }
      }
    }
    expect(staffRoutes).toBeGreaterThan(60);
    expect(failures).toEqual([]);

    const tooLarge = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    const post = (target: string, body: string, headers: Record<string, string> = {}) =>
      app.request<Errors>(target, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
      });
    expect((await post('/api/tags', tooLarge)).status).toBe(401);
    expect((await post('/api/gibt-es-nicht', bodies[0] ?? '')).status).toBe(404);
    expect((await post('/api/gibt-es-nicht', '{"name": ')).status).toBe(404);
  });

  it('the body is still refused, unchanged, once the caller may use the route', async () => {
    const post = (target: string, body: string, headers: Record<string, string> = {}) =>
      app.request<Errors>(target, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body,
      });
    const nul = await post('/api/tags', '{"name":"a\\u0000b"}', admin.headers);
    expect(nul.status).toBe(422);
    expect(nul.body.errors[0]).toMatchObject({ field: 'name', code: 'invalid_characters' });
    expect((await post('/api/tags', '{"name": ', admin.headers)).status).toBe(400);
    expect((await post('/api/tags', `${'['.repeat(40)}${']'.repeat(40)}`, admin.headers)).body.errors[0]?.code).toBe(
      'nested_too_deep',
    );
    const large = await post('/api/tags', JSON.stringify({ name: 'x'.repeat(1_100_000) }), admin.headers);
    expect(large.status).toBe(413);
    expect(large.body.errors[0]?.message).toBe('Die Anfrage ist zu groß.');
    // Public routes refuse it for everyone, as before.
    const order = await post('/api/orders', '{"firstName":"a\\u0000b"}', { 'Idempotency-Key': crypto.randomUUID() });
    expect(order.status).toBe(422);
    expect(order.body.errors[0]?.code).toBe('invalid_characters');
    expect((await post('/api/login', 'null')).status).toBe(400);
    const tags = await app.request<{ data: unknown[] }>('/api/tags', { headers: admin.headers });
    expect(JSON.stringify(tags.body.data)).not.toContain('a\\u0000b');
  });

  it('paging out of range is a 400 naming the parameter and its range in German', async () => {
    const cases: [string, string, string][] = [
      ['/api/tags?limit=5000', 'limit', 'Dieser Wert sollte zwischen 1 und 1000 liegen.'],
      ['/api/logs?page=0', 'page', 'Dieser Wert sollte zwischen 1 und 1000000 liegen.'],
      ['/api/logs?offset=-1', 'offset', 'Dieser Wert sollte zwischen 0 und 1000000000 liegen.'],
      ['/api/uploads?limit=0', 'limit', 'Dieser Wert sollte zwischen 1 und 100 liegen.'],
      ['/api/images?limit=abc', 'limit', 'Dieser Wert sollte zwischen 1 und 100 liegen.'],
      ['/api/images?limit=1.5', 'limit', 'Dieser Wert sollte zwischen 1 und 100 liegen.'],
      ['/api/orders?limit=101', 'limit', 'Dieser Wert sollte zwischen 1 und 100 liegen.'],
      ['/api/orders?page=0', 'page', 'Dieser Wert sollte zwischen 1 und 1000000 liegen.'],
    ];
    for (const [target, field, message] of cases) {
      const res = await app.request<Errors>(target, { headers: admin.headers });
      expect(res.status, target).toBe(400);
      expect(res.body.errors, target).toEqual([{ message, field, code: 'invalid_query' }]);
    }
    expect((await app.request('/api/images?limit=100&offset=0', { headers: admin.headers })).status).toBe(200);
  });
});
