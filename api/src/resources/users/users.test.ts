import { messages } from '@bestell/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  demoAdmin,
  demoEmployee,
  signInAs,
  type TestSession,
  withSession,
} from '../../infrastructure/auth/test-session.js';
import { type SmtpCapture, startSmtpCapture } from '../../infrastructure/notifications/smtp-capture.js';

// argon2 hashing per created user and sign-in on a shared, busy machine.
vi.setConfig({ testTimeout: 60_000 });

interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branches: { id: number }[];
  isEnabled: boolean;
  expiresAt: string | null;
  version: number;
}
interface Answer<T> {
  data: T;
  errors: { message: string; code: string; field?: string }[];
}

let n = 0;

/** The PUT body of a user as loaded (every field but the password). */
function bodyOf(user: User, changes: Record<string, unknown> = {}) {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: user.roles,
    branches: user.branches,
    isEnabled: user.isEnabled,
    expiresAt: user.expiresAt,
    ...changes,
  };
}

describe('users: the last admin and self-protection (issue 12 §8, contract 7)', () => {
  let app: TestApp;
  let admin: TestSession;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  const get = async (session: TestSession, id: number) =>
    (await app.request<Answer<User>>(`/api/users/${id}`, { headers: session.headers })).body.data;
  const put = (session: TestSession, id: number, body: unknown) =>
    app.request<Answer<User>>(`/api/users/${id}`, withSession(session, 'PUT', body));
  const remove = (session: TestSession, id: number) =>
    app.request<Answer<null>>(`/api/users/${id}`, withSession(session, 'DELETE'));

  async function createAdmin(): Promise<{ user: User; password: string }> {
    n += 1;
    const password = `zweites-passwort-${n}`;
    const res = await app.request<Answer<User>>(
      '/api/users',
      withSession(admin, 'POST', {
        username: `chefin${n}`,
        firstName: 'Zweite',
        lastName: 'Chefin',
        email: `chefin${n}@example.at`,
        roles: ['ROLE_ADMIN'],
        branches: [],
        password,
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { user: res.body.data, password };
  }

  it('the only admin cannot disable, demote, expire or delete their account: 422, nothing changed', async () => {
    const me = await get(admin, 1);
    const refusals = [
      await put(admin, 1, bodyOf(me, { isEnabled: false })),
      await put(admin, 1, bodyOf(me, { roles: ['ROLE_EMPLOYEE'] })),
      await put(admin, 1, bodyOf(me, { expiresAt: '2020-01-01T00:00:00Z' })),
      await remove(admin, 1),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ message: messages.backoffice.lastAdmin, code: 'last_admin' }]);
    }
    expect(await get(admin, 1)).toEqual(me);
    // Changes that keep the admin an admin are fine.
    const renamed = await put(admin, 1, bodyOf(me, { firstName: 'Annemarie', roles: ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] }));
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ firstName: 'Annemarie', version: me.version + 1 });
    expect((await put(admin, 1, bodyOf(me))).status).toBe(200);
  });

  it('with a second admin: an admin still cannot lock themselves out, but may disable and delete the other', async () => {
    const { user: second, password } = await createAdmin();
    const me = await get(admin, 1);
    for (const res of [
      await put(admin, 1, bodyOf(me, { isEnabled: false })),
      await put(admin, 1, bodyOf(me, { roles: ['ROLE_EMPLOYEE'] })),
      await remove(admin, 1),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ message: messages.backoffice.ownAccount, code: 'own_account' }]);
    }
    expect(await get(admin, 1)).toEqual(me);

    // The second admin signs in and is refused the same way for their own account.
    const other = await signInAs(app, { username: second.username, password });
    const own = await put(other, second.id, bodyOf(second, { isEnabled: false }));
    expect(own.status).toBe(422);
    expect(own.body.errors[0]?.message).toBe(messages.backoffice.ownAccount);

    const disabled = await put(admin, second.id, bodyOf(second, { isEnabled: false }));
    expect(disabled.status).toBe(200);
    expect(disabled.body.data.isEnabled).toBe(false);
    // Now the first admin is the last one again.
    expect((await put(admin, 1, bodyOf(me, { isEnabled: false }))).body.errors[0]?.message).toBe(
      messages.backoffice.lastAdmin,
    );
    expect((await remove(admin, second.id)).status).toBe(204);
  });

  it('two admins disabling each other at the same moment: an active admin always remains', async () => {
    const { user: second, password } = await createAdmin();
    const other = await signInAs(app, { username: second.username, password });
    const me = await get(admin, 1);
    const answers = await Promise.all([
      put(admin, second.id, bodyOf(second, { isEnabled: false })),
      put(other, 1, bodyOf(me, { isEnabled: false })),
    ]);
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const active = await app.db
      .selectFrom('users')
      .select('id')
      .where('isEnabled', '=', true)
      .where('id', 'in', [1, second.id])
      .execute();
    expect(active).toHaveLength(1);
    // Back to the start: the first admin enabled (through the database if the second one won), the second deleted.
    await app.db.updateTable('users').set({ isEnabled: true }).where('id', '=', 1).execute();
    admin = await signInAs(app);
    expect((await remove(admin, second.id)).status).toBe(204);
  });

  it('an employee account may be disabled and enabled again as before', async () => {
    const employee = await get(admin, 2);
    const off = await put(admin, 2, bodyOf(employee, { isEnabled: false }));
    expect(off.status).toBe(200);
    expect(off.body.data.isEnabled).toBe(false);
    const on = await put(admin, 2, bodyOf(employee, { isEnabled: true, roles: ['ROLE_EMPLOYEE'] }));
    expect(on.status).toBe(200);
  });

  it('PUT sets a new password when given one and keeps the old one without', async () => {
    const employee = await get(admin, 2);
    const login = (password: string) =>
      app.request('/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'filiale', password }),
      });
    const tooShort = await put(admin, 2, bodyOf(employee, { password: 'kurz' }));
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors[0]).toMatchObject({
      field: 'password',
      message: messages.validation.tooShort({ limit: 8 }),
    });
    expect((await put(admin, 2, bodyOf(employee, { password: 'neues-passwort-1' }))).status).toBe(200);
    expect((await login('neues-passwort-1')).status).toBe(200);
    expect((await login(demoEmployee.password)).status).toBe(401);
    expect((await put(admin, 2, bodyOf(await get(admin, 2)))).status).toBe(200);
    expect((await login('neues-passwort-1')).status).toBe(200);
    const logged = await app.db.selectFrom('logs').select('data').where('resource', '=', 'users').execute();
    expect(JSON.stringify(logged)).not.toContain('neues-passwort-1');
  });
});

describe('POST /api/login-links with send: true (contract 7)', () => {
  let app: TestApp;
  let smtp: SmtpCapture;
  let admin: TestSession;
  const shop = 'https://shop.example.at';

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    app = await createTestApp({
      config: { publicUrl: shop, mail: { smtp: { url: smtp.url }, from: 'bestellung@baeckerei-morgenrot.at' } },
    });
    admin = await signInAs(app, demoAdmin);
  });
  afterEach(() => smtp.refuseAll(false));
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const links = async () => (await app.db.selectFrom('loginLinks').select('id').execute()).length;
  const create = (body: unknown) =>
    app.request<Answer<Record<string, unknown>>>('/api/login-links', withSession(admin, 'POST', body));

  it('e-mails the link to the user’s address and answers without the token; the mailed link signs in once', async () => {
    const res = await create({ userId: 2, send: true, minutes: 30 });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ userId: 2, sentTo: 'wien@baeckerei-morgenrot.at', delivery: 'sent' });
    expect(res.body.data).not.toHaveProperty('token');
    const [mail] = await smtp.waitFor((m) => m.envelopeTo.includes('wien@baeckerei-morgenrot.at'));
    expect(mail?.subject).toBe(messages.backoffice.loginLinkMail.subject('Bäckerei Morgenrot'));
    expect(mail?.text).toContain(messages.backoffice.loginLinkMail.greeting('Lukas Gruber'));
    expect(mail?.text).toContain(messages.backoffice.loginLinkMail.intro(30));
    const token = /\/backend\/login\/link\/([A-Za-z0-9_-]{43})/.exec(mail?.text ?? '')?.[1];
    expect(mail?.text).toContain(`${shop}/backend/login/link/${token}`);
    expect(mail?.html).toContain(`href="${shop}/backend/login/link/${token}"`);
    expect(JSON.stringify(res.body)).not.toContain(token);

    const used = await app.request<Answer<{ username: string }>>(`/api/login/link/${token}`, { method: 'POST' });
    expect(used.status).toBe(200);
    expect(used.body.data.username).toBe('filiale');
    expect((await app.request(`/api/login/link/${token}`, { method: 'POST' })).status).toBe(401);
  });

  it('a user without an e-mail address: 422 with the German message, no link made, nothing sent', async () => {
    await app.db.updateTable('users').set({ email: null }).where('id', '=', 2).execute();
    const before = { links: await links(), mails: smtp.mails.length };
    const res = await create({ userId: 2, send: true });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ message: messages.backoffice.noEmail, field: 'userId', code: 'no_email' }]);
    expect(await links()).toBe(before.links);
    expect(smtp.mails.length).toBe(before.mails);
    // Without send the link is answered as before.
    const answered = await create({ userId: 2 });
    expect(answered.status).toBe(201);
    expect(answered.body.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await app.db.updateTable('users').set({ email: 'wien@baeckerei-morgenrot.at' }).where('id', '=', 2).execute();
  });

  it('when the mail server refuses: 409, and the link is not kept', async () => {
    smtp.refuseAll(true);
    const before = await links();
    const res = await create({ userId: 1, send: true });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ message: messages.backoffice.loginLinkSendFailed, code: 'send_failed' }]);
    expect(await links()).toBe(before);
  });

  it('send must be a boolean', async () => {
    const res = await create({ userId: 2, send: 'ja' });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({ field: 'send', message: messages.validation.invalidValue });
  });
});
