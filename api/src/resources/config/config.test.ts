import { messages, type PublicConfig } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { json } from '../../db/schema.js';
import { signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { toPublicConfig } from './service.js';

interface Failure {
  errors: { message: string; field?: string; code?: string }[];
}

describe('GET /api/config (anonymous)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('sends the public configuration with the legal texts', async () => {
    const res = await app.request<{ data: PublicConfig }>('/api/config');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      shopName: 'Bäckerei Morgenrot',
      currency: 'EUR',
      defaultDeliveryMethod: 'takeaway',
      enablePluginDonations: true,
      enablePluginHomePage: false,
    });
    for (const text of ['termsAndConditionsText', 'privacyPolicyText', 'imprintText', 'allergensText'] as const) {
      expect(res.body.data[text]).toMatch(/^# /);
    }
  });

  it('never sends fields outside the public whitelist', async () => {
    const stored = await app.db.selectFrom('config').select('data').executeTakeFirstOrThrow();
    await app.db
      .updateTable('config')
      .set({
        data: json({ ...stored.data, shopName: 'Geändert', smtpPassword: 'geheim', paymentApiKey: 'sk_live_123' }),
      })
      .execute();
    const read = () => app.request<{ data: Record<string, unknown> }>('/api/config');
    // Wait until the stored change is visible (the kept answer is dropped by the database's change event).
    expect(await eventually(async () => (await read()).body.data.shopName === 'Geändert')).toBe(true);
    const res = await read();
    expect(JSON.stringify(res.body)).not.toContain('geheim');
    expect(res.body.data).not.toHaveProperty('smtpPassword');
    expect(res.body.data).not.toHaveProperty('paymentApiKey');
  });
});

describe('toPublicConfig', () => {
  it('falls back to defaults and ignores values of the wrong type', () => {
    const config = toPublicConfig({ enablePluginPWA: 'yes', defaultDeliveryMethod: 'drone', title: '', currency: 7 });
    expect(config).toMatchObject({
      shopName: 'Online-Shop',
      currency: 'EUR',
      title: null,
      defaultDeliveryMethod: null,
      enablePluginPWA: false,
    });
  });
});

describe('POST /api/config: the business data (issue 23)', () => {
  let app: TestApp;
  let admin: TestSession;
  const business = {
    shopName: 'Bäckerei Sonnenschein',
    legalName: 'Bäckerei Sonnenschein e.U.',
    street: 'Hauptstraße 5',
    zipCode: '4020',
    city: 'Linz',
    country: 'AT',
    vatId: 'ATU87654321',
    phone: '+43 732 123 45',
    email: 'office@baeckerei-sonnenschein.at',
    companyRegisterNumber: 'FN 654321x',
    companyRegisterCourt: null,
    supervisoryAuthority: null,
    chamber: null,
  };
  const staffConfig = async () =>
    (
      await app.request<{ data: Record<string, unknown> & { version: number } }>('/api/config', {
        headers: admin.headers,
      })
    ).body.data;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signInAs(app);
  });
  afterAll(() => app.close());

  it('stores them for the back-office with If-Match; the public config never carries them', async () => {
    const { version } = await staffConfig();
    const init = withSession(admin, 'POST', { business });
    init.headers['If-Match'] = String(version);
    const saved = await app.request<{ data: Record<string, unknown> }>('/api/config', init);
    expect(saved.status).toBe(200);
    expect(saved.body.data.business).toEqual(business);
    expect((await staffConfig()).business).toEqual(business);
    const visitor = await app.request<{ data: Record<string, unknown> }>('/api/config');
    expect(visitor.body.data).not.toHaveProperty('business');
    expect(JSON.stringify(visitor.body)).not.toContain('ATU87654321');
  });

  it('refuses bad business data field by field in German, and an unknown field, changing nothing', async () => {
    const before = await staffConfig();
    const bad = await app.request<Failure>(
      '/api/config',
      withSession(admin, 'POST', { business: { ...business, legalName: '', vatId: 'U123', email: 'kein-mail' } }),
    );
    expect(bad.status).toBe(422);
    const fields = Object.fromEntries(bad.body.errors.map((e) => [e.field, e.message]));
    expect(fields['business.legalName']).toBe(messages.validation.blank);
    expect(fields['business.vatId']).toBe(messages.validation.invalidValue);
    expect(fields['business.email']).toBe(messages.validation.invalidEmail);
    const unknown = await app.request<Failure>(
      '/api/config',
      withSession(admin, 'POST', { business: { ...business, iban: 'AT61 1904 3002 3457 3201' } }),
    );
    expect(unknown.status).toBe(422);
    expect(await staffConfig()).toEqual(before);
  });
});
