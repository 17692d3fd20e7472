import { messages } from '@bestell/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { maxFailedLoginsPerAddress, maxFailedLoginsPerUsername } from './policy.js';
import { demoAdmin, demoEmployee, sessionCookieOf } from './test-session.js';

// A dozen argon2 sign-ins per test on a shared, busy machine.
vi.setConfig({ testTimeout: 90_000 });

const now = new Date('2026-03-02T09:00:00Z');
const login = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const from = (address: string, proto = 'http') => ({ 'X-Forwarded-For': address, 'X-Forwarded-Proto': proto });

/** Failed attempts as the throttle records them, a minute ago (what earlier wrong logins left behind). */
async function recordFailures(app: TestApp, rows: { username: string; ip: string }[]): Promise<void> {
  const attemptedAt = new Date(now.getTime() - 60_000);
  await app.db
    .insertInto('loginAttempts')
    .values(rows.map((row) => ({ ...row, attemptedAt })))
    .execute();
}

describe('login throttling per username and per address, behind a trusted proxy (TRUST_PROXY)', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('five wrong passwords from one client lock the username for that client only, not for everyone behind the proxy', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    for (let i = 0; i < 5; i++) {
      expect(
        (await app.request('/api/login', login({ ...demoAdmin, password: 'x' }, from('203.0.113.7')))).status,
      ).toBe(401);
    }
    expect((await app.request('/api/login', login(demoAdmin, from('203.0.113.7')))).status).toBe(429);
    expect((await app.request('/api/login', login(demoAdmin, from('198.51.100.4')))).status).toBe(200);
  });

  it('an address that failed with many usernames is refused for any further username', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    await recordFailures(
      app,
      Array.from({ length: maxFailedLoginsPerAddress }, (_, i) => ({ username: `zufall-${i}`, ip: '203.0.113.7' })),
    );
    const refused = await app.request<{ errors: { message: string }[] }>(
      '/api/login',
      login({ username: 'noch-einer', password: 'x' }, from('203.0.113.7')),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.message).toBe(messages.auth.tooManyLoginAttempts({ minutes: 14 }));
    // The right password of a real user is refused from there too, and works from another address.
    expect((await app.request('/api/login', login(demoEmployee, from('203.0.113.7')))).status).toBe(429);
    expect((await app.request('/api/login', login(demoEmployee, from('198.51.100.4')))).status).toBe(200);
  });

  it('a username guessed from many addresses is refused from a new address as well', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    await recordFailures(
      app,
      Array.from({ length: maxFailedLoginsPerUsername }, (_, i) => ({
        username: 'admin',
        ip: `10.0.${i >> 8}.${i & 255}`,
      })),
    );
    expect((await app.request('/api/login', login(demoAdmin, from('198.51.100.4')))).status).toBe(429);
    expect((await app.request('/api/login', login(demoEmployee, from('198.51.100.4')))).status).toBe(200);
  });

  it('10 wrong passwords for one username from 10 addresses: 429 with Retry-After for it, before any hashing; other usernames and the owner’s known address go on', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    const running = app;
    // The employee signed in from home before (a known address for 'filiale').
    expect((await running.request('/api/login', login(demoEmployee, from('192.0.2.10')))).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const wrong = await running.request(
        '/api/login',
        login({ ...demoEmployee, password: 'x' }, from(`203.0.113.${i}`)),
      );
      expect(wrong.status, `wrong password ${i + 1}`).toBe(401);
    }
    // An 11th address: refused at once, even with the right password, and told when to retry.
    const refused = await running.request<{ errors: { message: string; code: string }[] }>(
      '/api/login',
      login(demoEmployee, from('203.0.113.200')),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe(String(15 * 60));
    expect(refused.body.errors).toEqual([
      { message: messages.auth.tooManyLoginAttempts({ minutes: 15 }), code: 'too_many_login_attempts' },
    ]);
    // The refusal is decided before the password is hashed: it does not count as a failure of the account.
    const user = await running.db.selectFrom('users').select('failedLogins').where('username', '=', 'filiale');
    const failedBefore = (await user.executeTakeFirstOrThrow()).failedLogins;
    await running.request('/api/login', login({ ...demoEmployee, password: 'y' }, from('203.0.113.201')));
    expect((await user.executeTakeFirstOrThrow()).failedLogins).toBe(failedBefore);
    // Another username from one of those addresses, and the owner from the address they signed in from before.
    expect((await running.request('/api/login', login(demoAdmin, from('203.0.113.3')))).status).toBe(200);
    expect((await running.request('/api/login', login(demoEmployee, from('192.0.2.10')))).status).toBe(200);
  });

  it('the per-username limit counts 10 failures: 9 from 9 addresses still let a 10th address try', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    await recordFailures(
      app,
      Array.from({ length: maxFailedLoginsPerUsername - 1 }, (_, i) => ({ username: 'filiale', ip: `10.1.0.${i}` })),
    );
    expect(maxFailedLoginsPerUsername).toBe(10);
    expect((await app.request('/api/login', login(demoEmployee, from('198.51.100.9')))).status).toBe(200);
  });

  it('the session cookie is Secure behind a trusted https proxy, and a forged X-Forwarded-For is ignored without one', async () => {
    app = await createTestApp({ now: () => now, config: { trustProxyHops: 1 } });
    const behindProxy = await app.request('/api/login', login(demoAdmin, from('198.51.100.4', 'https')));
    expect(behindProxy.status).toBe(200);
    expect(sessionCookieOf(behindProxy.headers)).not.toBeNull();
    expect(behindProxy.headers.getSetCookie().join('\n')).toMatch(/bestell_session=[^;]+;.*secure/i);
    await app.close();

    app = await createTestApp({ now: () => now });
    const direct = await app.request('/api/login', login(demoAdmin, from('198.51.100.4', 'https')));
    expect(direct.status).toBe(200);
    expect(direct.headers.getSetCookie().join('\n')).not.toMatch(/secure/i);
    // Without a trusted proxy each forged address is the same client: the fifth failure locks it.
    for (let i = 0; i < 5; i++)
      await app.request('/api/login', login({ ...demoAdmin, password: 'x' }, from(`10.9.9.${i}`)));
    expect((await app.request('/api/login', login(demoAdmin, from('10.9.9.99')))).status).toBe(429);
  });
});
