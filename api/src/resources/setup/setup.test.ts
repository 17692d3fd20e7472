import { messages, setupMessages } from '@bestell/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { sessionCookieOf } from '../../infrastructure/auth/test-session.js';
import { announceSetup } from './announce.js';
import { issueSetupCode } from './setup-code.js';

interface Failure {
  errors: { message: string; code: string; field?: string }[];
}

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

const now = new Date('2026-11-27T08:00:00Z');

function setupBody(code: string) {
  return {
    code,
    admin: { username: 'chefin', email: 'chefin@sonnenschein.at', password: 'sehr-geheim-1' },
    business: {
      shopName: 'Bäckerei Sonnenschein',
      legalName: 'Bäckerei Sonnenschein e.U.',
      street: 'Hauptstraße 5',
      zipCode: '4020',
      city: 'Linz',
      vatId: 'ATU87654321',
      phone: '+43 732 123 45',
      email: 'office@sonnenschein.at',
    },
    branch: {
      name: 'Linz Hauptplatz',
      street: 'Hauptplatz 1',
      zipCode: '4020',
      city: 'Linz',
      openingHours: [{ type: 'daily', isClosed: false, from: '07:00', to: '18:00' }],
      isTakeawayEnabled: true,
      isDineInEnabled: true,
      isCashEnabled: true,
    },
    legal: {
      imprintText: '# Impressum\n\nBäckerei Sonnenschein e.U.',
      termsAndConditionsText: '# AGB',
      privacyPolicyText: '# Datenschutzerklärung',
    },
  };
}

async function counts(app: TestApp) {
  const [users, branches, config, codes] = await Promise.all([
    app.db.selectFrom('users').select('id').execute(),
    app.db.selectFrom('branches').select('id').execute(),
    app.db.selectFrom('config').select('id').execute(),
    app.db.selectFrom('setupCodes').select('id').execute(),
  ]);
  return { users: users.length, branches: branches.length, config: config.length, codes: codes.length };
}

describe('first-run setup', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('sets up the shop in one go with the printed code, signs the admin in, and is closed afterwards', async () => {
    app = await createTestApp({ state: 'migrated', config: { publicUrl: 'https://shop.example.at' } });
    const lines: string[] = [];
    const url = await announceSetup({
      db: app.db,
      config: app.config,
      logger: silentLogger(),
      now: () => now,
      write: (l) => lines.push(l),
    });
    expect(url).toMatch(/^https:\/\/shop\.example\.at\/backend\/setup\?code=[A-Za-z0-9_-]{43}$/);
    expect(lines).toEqual([`${setupMessages.consoleLine(url ?? '')}\n`]);
    const code = new URL(url ?? '').searchParams.get('code') ?? '';
    // Only the digest is stored.
    const stored = await app.db.selectFrom('setupCodes').select('codeHash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(code);

    expect((await app.request('/api/setup')).body).toEqual({ data: { required: true } });
    expect((await app.request('/api/setup/check', post({ code }))).status).toBe(200);
    const done = await app.request<{ data: { username: string; roles: string[]; csrfToken: string } }>(
      '/api/setup',
      post(setupBody(code)),
    );
    expect(done.status).toBe(201);
    expect(done.body.data).toMatchObject({ username: 'chefin', roles: ['ROLE_ADMIN'] });
    const cookie = sessionCookieOf(done.headers);
    expect(cookie).not.toBeNull();

    const me = await app.request<{ data: { username: string } | null }>('/api/users/me', {
      headers: { Cookie: cookie ?? '' },
    });
    expect(me.body.data?.username).toBe('chefin');
    // The password works for a normal login too.
    const login = await app.request('/api/login', post({ username: 'chefin', password: 'sehr-geheim-1' }));
    expect(login.status).toBe(200);

    const config = await app.request<{ data: { shopName: string; businessName: string; imprintText: string } }>(
      '/api/config',
    );
    expect(config.body.data).toMatchObject({
      shopName: 'Bäckerei Sonnenschein',
      businessName: 'Bäckerei Sonnenschein e.U.',
      imprintText: '# Impressum\n\nBäckerei Sonnenschein e.U.',
    });
    const branches = await app.request<{ data: { name: string; identifier: string; isDineInEnabled: boolean }[] }>(
      '/api/branches',
    );
    expect(branches.body.data).toMatchObject([
      { name: 'Linz Hauptplatz', identifier: 'linz-hauptplatz', isDineInEnabled: true },
    ]);
    expect(await counts(app)).toEqual({ users: 1, branches: 1, config: 1, codes: 0 });

    // The code is void: the same body again, and the check, answer 404 and change nothing.
    const again = await app.request<Failure>('/api/setup', post(setupBody(code)));
    expect(again.status).toBe(404);
    expect(again.body.errors[0]).toMatchObject({ message: setupMessages.alreadyDone, code: 'setup_done' });
    expect((await app.request('/api/setup/check', post({ code }))).status).toBe(404);
    expect((await app.request('/api/setup')).status).toBe(404);
    expect(await counts(app)).toEqual({ users: 1, branches: 1, config: 1, codes: 0 });
    // No new code is issued once a staff user exists.
    expect(await issueSetupCode(app.db, now)).toBeNull();
  });

  it('refuses a wrong code with a German error and creates nothing; the right code still works', async () => {
    app = await createTestApp({ state: 'migrated' });
    const code = (await issueSetupCode(app.db, now)) ?? '';
    const wrong = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;
    const check = await app.request<Failure>('/api/setup/check', post({ code: wrong }));
    expect(check.status).toBe(403);
    expect(check.body.errors[0]).toMatchObject({ message: setupMessages.invalidCode, code: 'invalid_setup_code' });
    const refused = await app.request<Failure>('/api/setup', post(setupBody(wrong)));
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.message).toBe(setupMessages.invalidCode);
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await counts(app)).toEqual({ users: 0, branches: 0, config: 0, codes: 1 });

    const malformed = await app.request<Failure>('/api/setup/check', post({ code: 'abc' }));
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0]).toMatchObject({ field: 'code', message: setupMessages.invalidCode });

    expect((await app.request('/api/setup', post(setupBody(code)))).status).toBe(201);
  });

  it('validates the whole body strictly: field errors, nothing written, the code kept', async () => {
    app = await createTestApp({ state: 'migrated' });
    const code = (await issueSetupCode(app.db, now)) ?? '';
    const body = setupBody(code);
    const bad = {
      ...body,
      admin: { ...body.admin, password: 'kurz' },
      business: { ...body.business, email: 'keine-adresse', isAdmin: true },
      branch: { ...body.branch, isTakeawayEnabled: false, isDineInEnabled: false },
    };
    const refused = await app.request<Failure>('/api/setup', post(bad));
    expect(refused.status).toBe(422);
    const fields = refused.body.errors.map((e) => [e.field, e.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['admin.password', messages.validation.tooShort({ limit: 8 })],
        ['business.email', messages.validation.invalidEmail],
        ['business.isAdmin', messages.validation.unexpectedField],
        ['branch.isTakeawayEnabled', setupMessages.branch.noMode],
      ]),
    );
    expect(await counts(app)).toEqual({ users: 0, branches: 0, config: 0, codes: 1 });
  });

  it('takes the code of any API process (each adds its own) and voids them all at once', async () => {
    app = await createTestApp({ state: 'migrated' });
    const first = (await issueSetupCode(app.db, now)) ?? '';
    const second = (await issueSetupCode(app.db, now)) ?? '';
    expect(first).not.toBe(second);
    expect((await app.request('/api/setup/check', post({ code: first }))).status).toBe(200);
    expect((await app.request('/api/setup/check', post({ code: second }))).status).toBe(200);
    const [a, b] = await Promise.all([
      app.request('/api/setup', post(setupBody(second))),
      app.request(
        '/api/setup',
        post({ ...setupBody(first), admin: { ...setupBody(first).admin, username: 'zweite' } }),
      ),
    ]);
    // Exactly one of two racing setups wins; the other changes nothing.
    expect([a.status, b.status].sort()).toEqual([201, 404]);
    expect(await counts(app)).toEqual({ users: 1, branches: 1, config: 1, codes: 0 });
  });

  it('is closed on a shop that has staff users (the demo)', async () => {
    app = await createTestApp();
    expect(await issueSetupCode(app.db, now)).toBeNull();
    const refused = await app.request<Failure>('/api/setup', post(setupBody('a'.repeat(43))));
    expect(refused.status).toBe(404);
    expect(refused.body.errors[0]?.code).toBe('setup_done');
  });
});

function silentLogger() {
  return { warn: () => undefined } as unknown as Parameters<typeof announceSetup>[0]['logger'];
}
