import { messages } from '@bestell/domain';
import { Router } from '@koa/router';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { actorOf } from '../../infrastructure/auth/actor.js';
import { requireBranchAccess } from '../../infrastructure/auth/guards.js';
import { demoEmployee, signInAs, withSession } from '../../infrastructure/auth/test-session.js';
import { sendData } from '../../kernel/envelope.js';

interface Envelope<T> {
  data: T;
}
interface Failure {
  errors: { message: string; code: string; field?: string }[];
}
interface Key {
  id: number;
  branchId: number;
  name: string;
  key?: string;
  revokedAt: string | null;
  rotatedAt: string | null;
}

/** A tiny branch route: who am I, and may I act on branch :id? */
function probe(): Router {
  const router = new Router();
  router.get('/test-probe/branches/:id', (ctx) => {
    requireBranchAccess(ctx, Number(ctx.params.id));
    sendData(ctx, actorOf(ctx));
  });
  router.post('/test-probe/branches/:id', (ctx) => {
    requireBranchAccess(ctx, Number(ctx.params.id));
    sendData(ctx, 'ok');
  });
  return router;
}

describe('branch API keys', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function create(testApp: TestApp, body: unknown) {
    const admin = await signInAs(testApp);
    const res = await testApp.request<Envelope<Key>>('/api/branch-keys', withSession(admin, 'POST', body));
    return { admin, res };
  }

  it('an admin creates a key: the secret is shown once, stored only as a digest, and works for its branch only', async () => {
    app = await createTestApp({ extraRouters: [probe()] });
    const { admin, res } = await create(app, { branchId: 1, name: 'Kassa Wien' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ branchId: 1, name: 'Kassa Wien', revokedAt: null });
    const key = res.body.data.key ?? '';
    expect(key).toMatch(new RegExp(`^bk_${res.body.data.id}_[A-Za-z0-9_-]{43}$`));
    const stored = await app.db.selectFrom('branchApiKeys').select('secretHash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain(stored[0]?.secretHash);

    const list = await app.request<Envelope<Key[]>>('/api/branch-keys', { headers: admin.headers });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).not.toHaveProperty('key');
    expect(list.body.data[0]).not.toHaveProperty('secretHash');

    const bearer = await app.request<Envelope<{ kind: string; branchId: number }>>('/api/test-probe/branches/1', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(bearer.status).toBe(200);
    expect(bearer.body.data).toMatchObject({ kind: 'branchKey', branchId: 1 });
    const header = await app.request('/api/test-probe/branches/1', { headers: { 'X-Api-Key': key } });
    expect(header.status).toBe(200);
    const other = await app.request<Failure>('/api/test-probe/branches/2', { headers: { 'X-Api-Key': key } });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.message).toBe(messages.auth.accessDenied);
    // Not cookie based: a POST with the key needs no CSRF token.
    const write = await app.request('/api/test-probe/branches/1', { method: 'POST', headers: { 'X-Api-Key': key } });
    expect(write.status).toBe(200);
    // A key is no staff session: /users/me stays empty, admin routes stay closed.
    const me = await app.request('/api/users/me', { headers: { 'X-Api-Key': key } });
    expect(me.body).toEqual({ data: null });
    const keys = await app.request('/api/branch-keys', { headers: { 'X-Api-Key': key } });
    expect(keys.status).toBe(401);
  });

  it('rotating gives a new secret and the old key stops working', async () => {
    app = await createTestApp({ extraRouters: [probe()] });
    const { admin, res } = await create(app, { branchId: 2, name: 'Desk Graz' });
    const oldKey = res.body.data.key ?? '';
    const rotated = await app.request<Envelope<Key>>(
      `/api/branch-keys/${res.body.data.id}/rotate`,
      withSession(admin, 'POST'),
    );
    expect(rotated.status).toBe(200);
    const newKey = rotated.body.data.key ?? '';
    expect(newKey).not.toBe(oldKey);
    expect(rotated.body.data.rotatedAt).not.toBeNull();
    const old = await app.request<Failure>('/api/test-probe/branches/2', { headers: { 'X-Api-Key': oldKey } });
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ errors: [{ message: messages.auth.invalidApiKey, code: 'invalid_api_key' }] });
    const fresh = await app.request('/api/test-probe/branches/2', { headers: { 'X-Api-Key': newKey } });
    expect(fresh.status).toBe(200);
  });

  it('revoking stops the key at once; it stays listed with revokedAt and cannot be rotated', async () => {
    app = await createTestApp({ extraRouters: [probe()] });
    const { admin, res } = await create(app, { branchId: 1, name: 'Frontdesk' });
    const key = res.body.data.key ?? '';
    const revoked = await app.request(`/api/branch-keys/${res.body.data.id}`, withSession(admin, 'DELETE'));
    expect(revoked.status).toBe(204);
    const use = await app.request<Failure>('/api/test-probe/branches/1', {
      headers: { Authorization: `Bearer ${key}` },
    });
    expect(use.status).toBe(401);
    const shown = await app.request<Envelope<Key>>(`/api/branch-keys/${res.body.data.id}`, { headers: admin.headers });
    expect(shown.body.data.revokedAt).not.toBeNull();
    const rotate = await app.request(`/api/branch-keys/${res.body.data.id}/rotate`, withSession(admin, 'POST'));
    expect(rotate.status).toBe(404);
    const again = await app.request(`/api/branch-keys/${res.body.data.id}`, withSession(admin, 'DELETE'));
    expect(again.status).toBe(404);
  });

  it('refuses malformed keys, unknown ids and a right id with a wrong secret alike', async () => {
    app = await createTestApp({ extraRouters: [probe()] });
    const { res } = await create(app, { branchId: 1, name: 'Kassa' });
    const key = res.body.data.key ?? '';
    const wrongSecret = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    for (const presented of ['nonsense', `bk_9999_${'a'.repeat(43)}`, wrongSecret]) {
      const r = await app.request<Failure>('/api/test-probe/branches/1', { headers: { 'X-Api-Key': presented } });
      expect(r.status).toBe(401);
      expect(r.body.errors[0]?.message).toBe(messages.auth.invalidApiKey);
    }
  });

  it('only admins manage keys; employees get 403, anonymous 401; bodies are validated', async () => {
    app = await createTestApp();
    const anonymous = await app.request<Failure>('/api/branch-keys');
    expect(anonymous.status).toBe(401);
    const employee = await signInAs(app, demoEmployee);
    const denied = await app.request<Failure>(
      '/api/branch-keys',
      withSession(employee, 'POST', { branchId: 1, name: 'x' }),
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]?.message).toBe(messages.auth.accessDenied);
    const listDenied = await app.request('/api/branch-keys', { headers: employee.headers });
    expect(listDenied.status).toBe(403);

    const { res: invalid } = await create(app, { branchId: 'eins', name: '', secret: 'x' });
    expect(invalid.status).toBe(422);
    expect((invalid.body as unknown as Failure).errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'branchId', message: messages.validation.invalidValue }),
        expect.objectContaining({ field: 'name', message: messages.validation.blank }),
        expect.objectContaining({ field: 'secret', message: messages.validation.unexpectedField }),
      ]),
    );
    const { res: unknownBranch } = await create(app, { branchId: 999, name: 'x' });
    expect(unknownBranch.status).toBe(422);
    expect((unknownBranch.body as unknown as Failure).errors).toEqual([
      { field: 'branchId', message: messages.validation.invalidChoice, code: 'invalid_choice' },
    ]);
  });

  it('lists can be filtered by branch', async () => {
    app = await createTestApp();
    const { admin } = await create(app, { branchId: 1, name: 'a' });
    await app.request('/api/branch-keys', withSession(admin, 'POST', { branchId: 2, name: 'b' }));
    const all = await app.request<Envelope<Key[]>>('/api/branch-keys', { headers: admin.headers });
    expect(all.body.data.map((k) => k.branchId)).toEqual([1, 2]);
    const two = await app.request<Envelope<Key[]>>('/api/branch-keys?branchId=2', { headers: admin.headers });
    expect(two.body.data.map((k) => k.name)).toEqual(['b']);
  });
});
