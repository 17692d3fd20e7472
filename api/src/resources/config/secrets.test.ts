import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type ConfigSecretKey, configSecretKeys, messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { readSecret } from '../../infrastructure/secrets/index.js';

interface Status {
  key: ConfigSecretKey;
  isSet: boolean;
  source: 'environment' | 'stored' | null;
  envName: string;
  updatedAt: string | null;
}
interface Failure {
  errors: { message: string; field?: string; code?: string }[];
}

/** One distinctive value per secret: none of them may appear in any answer. */
const values: Record<ConfigSecretKey, string> = {
  smtpPassword: 'Smtp-Geheim-7f3a9c',
  stripeSecretKey: 'sk_live_Geheim4b2e8d',
  stripeWebhookSecret: 'whsec_Geheim91c4aa',
  mollieApiKey: 'live_Geheim5d7e3f2b',
  twilioAuthToken: 'Twilio-Geheim-0e8c61',
  aiApiKey: 'sk-ai-Geheim-3c9d17',
};
const secretTexts = Object.values(values);

function leaked(body: unknown): string[] {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return secretTexts.filter((secret) => text.includes(secret));
}

describe('config secrets: write-only (issue 24)', () => {
  let app: TestApp;
  let admin: TestSession;
  let employee: TestSession;
  let dataDir: string;
  const answers: { route: string; body: unknown }[] = [];
  const request = async <T>(route: string, init?: RequestInit) => {
    const res = await app.request<T>(route, init);
    answers.push({ route: `${init?.method ?? 'GET'} ${route}`, body: res.body });
    return res;
  };
  const statuses = async () =>
    (await request<{ data: Status[] }>('/api/config/secrets', { headers: admin.headers })).body.data;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'config-secrets-'));
    app = await createTestApp({ config: { dataDir } });
    admin = await signInAs(app);
    employee = await signInAs(app, demoEmployee);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('starts with every secret not set', async () => {
    const list = await statuses();
    expect(list.map((s) => s.key)).toEqual([...configSecretKeys]);
    expect(list.every((s) => !s.isSet && s.source === null)).toBe(true);
  });

  it('stores each secret (answer: set, never the value), encrypted at rest, readable by the server', async () => {
    for (const key of configSecretKeys) {
      const res = await request<{ data: Status }>(
        `/api/config/secrets/${key}`,
        withSession(admin, 'PUT', { value: values[key] }),
      );
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ key, isSet: true, source: 'stored' });
    }
    expect((await statuses()).every((s) => s.isSet)).toBe(true);
    const rows = await app.db.selectFrom('configSecrets').select(['key', 'value']).execute();
    expect(rows).toHaveLength(configSecretKeys.length);
    expect(rows.flatMap((row) => leaked(row.value))).toEqual([]);
    const deps = { db: app.db, config: { dataDir } };
    for (const key of configSecretKeys) expect(await readSecret(deps, key, {})).toBe(values[key]);
  });

  it('no config answer, the OpenAPI document or the audit log holds a secret', async () => {
    const staff = await request<{ data: { version: number } }>('/api/config', { headers: admin.headers });
    expect(staff.status).toBe(200);
    const save = withSession(admin, 'POST', { seoTitle: 'Frisch gebacken', smtpHost: 'mail.example.at' });
    save.headers['If-Match'] = String(staff.body.data.version);
    const saved = await request<{ data: Record<string, unknown> }>('/api/config', save);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ seoTitle: 'Frisch gebacken', smtpHost: 'mail.example.at' });
    await request('/api/config');
    await request('/api/config', { headers: employee.headers });
    await request('/api/config/secrets', { headers: admin.headers });
    await request('/api/openapi.json');
    await request('/api/logs?limit=100', { headers: admin.headers });
    // A value written into the document by hand (an older version, a careless import) is not answered either.
    const stored = await app.db.selectFrom('config').select('data').executeTakeFirstOrThrow();
    await app.db
      .updateTable('config')
      .set({ data: JSON.stringify({ ...stored.data, smtpPassword: values.smtpPassword }) as never })
      .execute();
    const again = await request<{ data: Record<string, unknown> }>('/api/config', { headers: admin.headers });
    expect(again.body.data).not.toHaveProperty('smtpPassword');
    expect(answers.length).toBeGreaterThan(12);
    expect(answers.filter((answer) => leaked(answer.body).length > 0).map((answer) => answer.route)).toEqual([]);
    const logs = await request<{ data: { resource: string; label: string | null }[] }>(
      '/api/logs?resource=config-secrets&limit=100',
      { headers: admin.headers },
    );
    expect(logs.body.data.filter((entry) => entry.resource === 'config-secrets').length).toBeGreaterThanOrEqual(5);
  });

  it('clears a secret (then not set and unreadable); the environment variable wins when set', async () => {
    const cleared = await request<{ data: Status }>('/api/config/secrets/mollieApiKey', withSession(admin, 'DELETE'));
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ key: 'mollieApiKey', isSet: false, source: null });
    expect(await readSecret({ db: app.db, config: { dataDir } }, 'mollieApiKey', {})).toBeNull();
    process.env.MOLLIE_API_KEY = 'live_aus_der_umgebung';
    try {
      const list = await statuses();
      expect(list.find((s) => s.key === 'mollieApiKey')).toMatchObject({ isSet: true, source: 'environment' });
      expect(JSON.stringify(list)).not.toContain('live_aus_der_umgebung');
    } finally {
      delete process.env.MOLLIE_API_KEY;
    }
  });

  it('refuses bad input in German and changes nothing', async () => {
    const before = await statuses();
    const blank = await request<Failure>(
      '/api/config/secrets/smtpPassword',
      withSession(admin, 'PUT', { value: '  ' }),
    );
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]).toMatchObject({ field: 'value', message: messages.validation.blank });
    const extra = await request<Failure>(
      '/api/config/secrets/smtpPassword',
      withSession(admin, 'PUT', { value: 'x', leak: true }),
    );
    expect(extra.status).toBe(422);
    const unknown = await request<Failure>('/api/config/secrets/awsKey', withSession(admin, 'PUT', { value: 'x' }));
    expect(unknown.status).toBe(404);
    const secretField = await request<Failure>('/api/config', withSession(admin, 'POST', { smtpPassword: 'x' }));
    expect(secretField.status).toBe(422);
    const badFont = await request<Failure>(
      '/api/config',
      withSession(admin, 'POST', { themeFont: 'Arial; } body { display: none' }),
    );
    expect(badFont.status).toBe(422);
    expect(badFont.body.errors[0]).toMatchObject({ field: 'themeFont', message: messages.validation.invalidValue });
    expect(await statuses()).toEqual(before);
    expect(await readSecret({ db: app.db, config: { dataDir } }, 'smtpPassword', {})).toBe(values.smtpPassword);
  });

  it('employees get 403 and visitors 401 on every config write and on the secrets', async () => {
    for (const session of [employee, null]) {
      const expected = session ? 403 : 401;
      const headers = session ? session.headers : {};
      const init = (method: string, body?: unknown) =>
        session
          ? withSession(session, method, body)
          : { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}) };
      expect((await app.request('/api/config/secrets', { headers })).status).toBe(expected);
      expect((await app.request('/api/config/secrets/smtpPassword', init('PUT', { value: 'x' }))).status).toBe(
        expected,
      );
      expect((await app.request('/api/config/secrets/smtpPassword', init('DELETE'))).status).toBe(expected);
      expect((await app.request('/api/config', init('POST', { seoTitle: 'x' }))).status).toBe(expected);
    }
    // GET /api/config gives an employee the public part only (no version, no back-office fields).
    const publicPart = await app.request<{ data: Record<string, unknown> }>('/api/config', {
      headers: employee.headers,
    });
    expect(publicPart.body.data).not.toHaveProperty('version');
    expect(publicPart.body.data).not.toHaveProperty('smtpHost');
    expect(await readSecret({ db: app.db, config: { dataDir } }, 'smtpPassword', {})).toBe(values.smtpPassword);
  });
});
