import { createHash } from 'node:crypto';
import { messages } from '@bestell/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { hashPassword } from '../../infrastructure/auth/password.js';
import {
  demoAdmin,
  demoEmployee,
  sessionCookieOf,
  signInAs,
  withSession,
} from '../../infrastructure/auth/test-session.js';

interface Envelope<T> {
  data: T;
}
interface Failure {
  errors: { message: string; code: string; field?: string }[];
}
interface Me {
  id: number;
  username: string;
  roles: string[];
  branches: { id: number }[];
  csrfToken: string;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('POST /api/login, POST /api/logout, GET /api/users/me', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('logs the admin in: user, CSRF token, an httpOnly SameSite=Lax session cookie, the session stored hashed', async () => {
    app = await createTestApp();
    const res = await app.request<Envelope<Me>>('/api/login', json(demoAdmin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: 1, username: 'admin', roles: ['ROLE_ADMIN'], branches: [] });
    expect(res.body.data.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^bestell_session=[A-Za-z0-9_-]{43}; /);
    expect(setCookie).toMatch(/; path=\//);
    expect(setCookie).toMatch(/; httponly/i);
    expect(setCookie).toMatch(/; samesite=lax/i);
    expect(setCookie).not.toMatch(/; secure/i); // plain http here
    const cookieValue = (sessionCookieOf(res.headers) ?? '').split('=')[1];
    const rows = await app.db.selectFrom('sessions').select(['idHash', 'userId']).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(1);
    // Stored as the cookie value's SHA-256 (hex), never the session id itself.
    expect(rows[0]?.idHash).toBe(
      createHash('sha256')
        .update(cookieValue ?? '')
        .digest('hex'),
    );
  });

  it('accepts the username in any case and gives the employee its branches', async () => {
    app = await createTestApp();
    const res = await app.request<Envelope<Me>>('/api/login', json({ username: 'FILIALE', password: 'demo-filiale' }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ username: 'filiale', roles: ['ROLE_EMPLOYEE'], branches: [{ id: 1 }] });
  });

  it('answers a wrong password and an unknown user with the same 401, without a cookie', async () => {
    app = await createTestApp();
    const wrong = await app.request<Failure>('/api/login', json({ username: 'admin', password: 'falsch' }));
    const unknown = await app.request<Failure>('/api/login', json({ username: 'niemand', password: 'falsch' }));
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        errors: [{ message: messages.auth.invalidCredentials, code: 'invalid_credentials' }],
      });
      expect(sessionCookieOf(res.headers)).toBeNull();
    }
    expect(await app.db.selectFrom('sessions').select('idHash').execute()).toEqual([]);
  });

  it('validates the body strictly with German messages (422)', async () => {
    app = await createTestApp();
    const res = await app.request<Failure>('/api/login', json({ username: '  ', password: '', remember: true }));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'username', message: messages.validation.blank }),
        expect.objectContaining({ field: 'password', message: messages.validation.blank }),
        expect.objectContaining({ field: 'remember', message: messages.validation.unexpectedField }),
      ]),
    );
  });

  it('GET /api/users/me: null for anonymous visitors, the user with its CSRF token for a session', async () => {
    app = await createTestApp();
    const anonymous = await app.request<Envelope<Me | null>>('/api/users/me');
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ data: null });

    const session = await signInAs(app, demoEmployee);
    const me = await app.request<Envelope<Me>>('/api/users/me', { headers: { Cookie: session.cookie } });
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.body.data).toMatchObject({ id: 2, username: 'filiale', branches: [{ id: 1 }] });
    expect(me.body.data.csrfToken).toBe(session.csrfToken);
  });

  it('an unknown session cookie counts as anonymous and is cleared', async () => {
    app = await createTestApp();
    const res = await app.request<Envelope<null>>('/api/users/me', {
      headers: { Cookie: `bestell_session=${'a'.repeat(43)}` },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null });
    expect(res.headers.getSetCookie().join()).toMatch(/bestell_session=;.*expires=Thu, 01 Jan 1970/);
  });

  it('logout deletes the session: the old cookie no longer works', async () => {
    app = await createTestApp();
    const session = await signInAs(app);
    const out = await app.request<Envelope<null>>('/api/logout', withSession(session, 'POST'));
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: null });
    expect(out.headers.getSetCookie().join()).toMatch(/bestell_session=;/);
    expect(await app.db.selectFrom('sessions').select('idHash').execute()).toEqual([]);
    const me = await app.request<Envelope<Me | null>>('/api/users/me', { headers: { Cookie: session.cookie } });
    expect(me.body).toEqual({ data: null });
  });

  it('logout needs the CSRF token of the session', async () => {
    app = await createTestApp();
    const session = await signInAs(app);
    const res = await app.request<Failure>('/api/logout', { method: 'POST', headers: { Cookie: session.cookie } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ message: messages.auth.invalidCsrfToken, code: 'csrf' }] });
    expect(await app.db.selectFrom('sessions').select('idHash').execute()).toHaveLength(1);
  });

  it('a new login replaces the session the request came with (no session fixation)', async () => {
    app = await createTestApp();
    const first = await signInAs(app);
    const again = await app.request('/api/login', {
      ...json(demoEmployee),
      headers: { 'Content-Type': 'application/json', Cookie: first.cookie },
    });
    expect(again.status).toBe(200);
    const rows = await app.db.selectFrom('sessions').select('userId').execute();
    expect(rows).toEqual([{ userId: 2 }]);
  });
});

describe('refused accounts', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  const now = new Date('2026-03-02T09:00:00Z');

  it.each([
    ['disabled', { isEnabled: false }, messages.auth.accountDisabled, 'account_disabled'],
    ['expired', { expiresAt: new Date('2026-03-01T00:00:00Z') }, messages.auth.accountExpired, 'account_expired'],
    ['locked', { lockedUntil: new Date('2026-03-02T10:00:00Z') }, messages.auth.accountLocked, 'account_locked'],
  ] as const)('refuses a %s account with 403 and its message', async (_name, change, message, code) => {
    app = await createTestApp({ now: () => now });
    await app.db.updateTable('users').set(change).where('id', '=', 2).execute();
    const res = await app.request<Failure>('/api/login', json(demoEmployee));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ message, code }] });
    expect(sessionCookieOf(res.headers)).toBeNull();
  });

  it('a wrong password on a disabled account still says only "invalid credentials"', async () => {
    app = await createTestApp({ now: () => now });
    await app.db.updateTable('users').set({ isEnabled: false }).where('id', '=', 2).execute();
    const res = await app.request<Failure>('/api/login', json({ username: 'filiale', password: 'x' }));
    expect(res.status).toBe(401);
    expect(res.body.errors[0]?.message).toBe(messages.auth.invalidCredentials);
  });

  it('lets an account in again once expiry or lock lie in the past', async () => {
    app = await createTestApp({ now: () => now });
    await app.db
      .updateTable('users')
      .set({ expiresAt: new Date('2026-03-03T00:00:00Z'), lockedUntil: new Date('2026-03-02T08:59:00Z') })
      .where('id', '=', 2)
      .execute();
    expect((await app.request('/api/login', json(demoEmployee))).status).toBe(200);
  });

  it('ends a running session when the account is disabled', async () => {
    app = await createTestApp({ now: () => now });
    const session = await signInAs(app, demoEmployee);
    await app.db.updateTable('users').set({ isEnabled: false }).where('id', '=', 2).execute();
    const me = await app.request('/api/users/me', { headers: { Cookie: session.cookie } });
    expect(me.body).toEqual({ data: null });
    expect(await app.db.selectFrom('sessions').select('idHash').execute()).toEqual([]);
  });
});

describe('login throttling', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('locks username + IP after 5 failures in 15 minutes, for the remaining minutes, then lets in again', async () => {
    let current = new Date('2026-03-02T09:00:00Z');
    app = await createTestApp({ now: () => current });
    const at = (minutes: number) => new Date(Date.parse('2026-03-02T09:00:00Z') + minutes * 60_000);
    for (const minute of [0, 1, 2, 3, 4]) {
      current = at(minute);
      const res = await app.request<Failure>('/api/login', json({ username: 'admin', password: 'falsch' }));
      expect(res.status).toBe(401);
    }
    // Even the right password is refused now: the oldest failure (09:00) leaves the window at 09:15.
    current = at(5);
    const locked = await app.request<Failure>('/api/login', json(demoAdmin));
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      errors: [{ message: messages.auth.tooManyLoginAttempts({ minutes: 10 }), code: 'too_many_login_attempts' }],
    });
    expect(locked.body.errors[0]?.message).toBe(
      'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 10 Minuten erneut.',
    );
    current = new Date(at(14).getTime() + 30_000);
    const last = await app.request<Failure>('/api/login', json(demoAdmin));
    expect(last.body.errors[0]?.message).toBe(messages.auth.tooManyLoginAttempts({ minutes: 1 }));
    // Another username from the same IP is not affected.
    expect((await app.request('/api/login', json(demoEmployee))).status).toBe(200);
    // At 09:15 the 09:00 failure has left the window: four remain, so the right password works and clears them.
    current = at(15);
    expect((await app.request('/api/login', json(demoAdmin))).status).toBe(200);
    const left = await app.db.selectFrom('loginAttempts').select('username').where('username', '=', 'admin').execute();
    expect(left).toEqual([]);
  });

  it('counts an unknown username like a known one (case-insensitive)', async () => {
    const current = new Date('2026-03-02T09:00:00Z');
    app = await createTestApp({ now: () => current });
    for (let i = 0; i < 5; i++) await app.request('/api/login', json({ username: 'Niemand', password: 'x' }));
    const res = await app.request<Failure>('/api/login', json({ username: 'niemand', password: 'x' }));
    expect(res.status).toBe(429);
    expect(res.body.errors[0]?.message).toBe(messages.auth.tooManyLoginAttempts({ minutes: 15 }));
  });

  it('parallel wrong passwords cannot get past the limit', async () => {
    const current = new Date('2026-03-02T09:00:00Z');
    app = await createTestApp({ now: () => current });
    const testApp = app;
    const results = await Promise.all(
      Array.from({ length: 8 }, () => testApp.request('/api/login', json({ username: 'admin', password: 'x' }))),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
  });

  it('the limit holds for a second API process on the same database', async () => {
    const current = new Date('2026-03-02T09:00:00Z');
    app = await createTestApp({ now: () => current });
    for (let i = 0; i < 5; i++) await app.request('/api/login', json({ username: 'admin', password: 'x' }));
    // A second app over the same database stands in for another process (its state is only the database).
    const { createApp } = await import('../../app/app.js');
    const { silentLogger, testConfig } = await import('../../../test/helpers.js');
    const second = createApp({ db: app.db, logger: silentLogger, config: testConfig(), now: () => current });
    const server = second.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/api/login`, json(demoAdmin));
      expect(res.status).toBe(429);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('one-time login links', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('an admin creates a link; it logs the user in once, then is refused', async () => {
    app = await createTestApp();
    const admin = await signInAs(app);
    const created = await app.request<Envelope<{ token: string; userId: number; expiresAt: string }>>(
      '/api/login-links',
      withSession(admin, 'POST', { userId: 2 }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.userId).toBe(2);
    expect(created.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await app.db.selectFrom('loginLinks').select('tokenHash').execute();
    expect(stored.map((r) => r.tokenHash)).not.toContain(created.body.data.token);

    const used = await app.request<Envelope<Me>>(`/api/login/link/${created.body.data.token}`, { method: 'POST' });
    expect(used.status).toBe(200);
    expect(used.body.data).toMatchObject({ id: 2, username: 'filiale' });
    const cookie = sessionCookieOf(used.headers);
    expect(cookie).not.toBeNull();
    const me = await app.request<Envelope<Me>>('/api/users/me', { headers: { Cookie: cookie ?? '' } });
    expect(me.body.data.username).toBe('filiale');

    const again = await app.request<Failure>(`/api/login/link/${created.body.data.token}`, { method: 'POST' });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ errors: [{ message: messages.auth.invalidLoginLink, code: 'invalid_login_link' }] });
  });

  it('refuses an expired link and an unknown token', async () => {
    let current = new Date('2026-03-02T09:00:00Z');
    app = await createTestApp({ now: () => current });
    const admin = await signInAs(app);
    const created = await app.request<Envelope<{ token: string; expiresAt: string }>>(
      '/api/login-links',
      withSession(admin, 'POST', { userId: 2, minutes: 10 }),
    );
    expect(created.body.data.expiresAt).toBe('2026-03-02T09:10:00.000Z');
    current = new Date('2026-03-02T09:10:00Z');
    const expired = await app.request<Failure>(`/api/login/link/${created.body.data.token}`, { method: 'POST' });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]?.message).toBe(messages.auth.invalidLoginLink);
    const unknown = await app.request<Failure>(`/api/login/link/${'x'.repeat(43)}`, { method: 'POST' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors[0]?.message).toBe(messages.auth.invalidLoginLink);
  });

  it('a link does not let a disabled account in', async () => {
    app = await createTestApp();
    const admin = await signInAs(app);
    const created = await app.request<Envelope<{ token: string }>>(
      '/api/login-links',
      withSession(admin, 'POST', { userId: 2 }),
    );
    await app.db.updateTable('users').set({ isEnabled: false }).where('id', '=', 2).execute();
    const res = await app.request<Failure>(`/api/login/link/${created.body.data.token}`, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.message).toBe(messages.auth.accountDisabled);
  });

  it('only admins create links; the body is validated', async () => {
    app = await createTestApp();
    const anonymous = await app.request<Failure>('/api/login-links', json({ userId: 2 }));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]?.message).toBe(messages.auth.loginRequired);
    const employee = await signInAs(app, demoEmployee);
    const denied = await app.request<Failure>('/api/login-links', withSession(employee, 'POST', { userId: 2 }));
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]?.message).toBe(messages.auth.accessDenied);
    const admin = await signInAs(app);
    const bad = await app.request<Failure>('/api/login-links', withSession(admin, 'POST', { userId: 999, minutes: 0 }));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      expect.objectContaining({ field: 'minutes', message: messages.validation.notInRange({ min: 1, max: 10080 }) }),
    ]);
    const unknownUser = await app.request<Failure>('/api/login-links', withSession(admin, 'POST', { userId: 999 }));
    expect(unknownUser.status).toBe(422);
    expect(unknownUser.body.errors).toEqual([
      { field: 'userId', message: messages.validation.invalidChoice, code: 'invalid_choice' },
    ]);
  });
});

describe('argon2 hashes', () => {
  it('a user whose hash was made by hashPassword can log in', async () => {
    const app = await createTestApp();
    try {
      await app.db
        .updateTable('users')
        .set({ passwordHash: await hashPassword('neues Passwort 1') })
        .where('id', '=', 2)
        .execute();
      const res = await app.request('/api/login', json({ username: 'filiale', password: 'neues Passwort 1' }));
      expect(res.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
