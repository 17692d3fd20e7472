import { Router } from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { AppError, type ErrorKind, errorStatus } from '../../kernel/app-error.js';

const secret = 'connection to 10.0.0.7 failed at /srv/secret/db.ts:42';

const failing = new Router();
failing.get('/test/crash', () => {
  throw new Error(secret);
});
failing.get('/test/crash-internal', () => {
  throw new AppError('internal', secret);
});
failing.get('/test/kind/:kind', (ctx) => {
  throw new AppError(ctx.params.kind as ErrorKind, 'Nachricht', { field: 'email', code: 'custom_code' });
});
failing.post('/test/validate', (ctx) => {
  z.strictObject({ email: z.email('Ungültige E-Mail'), age: z.number() }).parse(ctx.request.body);
  ctx.body = { data: 'ok' };
});

describe('error envelope', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ state: 'migrated', extraRouters: [failing] });
  });
  afterAll(() => app.close());

  it('answers an unknown /api route with 404 and a German message', async () => {
    for (const path of ['/api/does-not-exist', '/api', '/api/branches/1/nothing']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({
        errors: [{ message: 'Leider wurde die angeforderte Seite nicht gefunden.', code: 'not_found' }],
      });
    }
    const post = await app.request('/api/health', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('turns an unexpected error into a 500 without internals', async () => {
    for (const path of ['/api/test/crash', '/api/test/crash-internal']) {
      const res = await app.request<string>(path);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ errors: [{ message: 'Ein unbekannter Fehler ist aufgetreten.', code: 'internal' }] });
      expect(JSON.stringify(res.body)).not.toContain('10.0.0.7');
    }
  });

  it('maps every kind to its status and keeps field and code', async () => {
    for (const [kind, status] of Object.entries(errorStatus)) {
      if (kind === 'internal') continue;
      const res = await app.request(`/api/test/kind/${kind}`);
      expect(res.status, kind).toBe(status);
      expect(res.body).toEqual({ errors: [{ message: 'Nachricht', field: 'email', code: 'custom_code' }] });
    }
  });

  it('reports zod failures as 422 with the field of each issue, unknown fields included', async () => {
    const res = await app.request('/api/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'kein-mail', age: 3, extra: true }),
    });
    expect(res.status).toBe(422);
    const body = res.body as { errors: { message: string; field?: string; code: string }[] };
    expect(body.errors).toContainEqual({ message: 'Ungültige E-Mail', field: 'email', code: 'invalid_format' });
    expect(body.errors.some((e) => e.code === 'unrecognized_keys')).toBe(true);
  });

  it('answers malformed JSON with 400 in the envelope', async () => {
    const res = await app.request('/api/test/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect((res.body as { errors: { code: string }[] }).errors[0]?.code).toBe('http_400');
  });
});
