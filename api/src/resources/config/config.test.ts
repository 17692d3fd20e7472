import type { PublicConfig } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { json } from '../../db/schema.js';
import { toPublicConfig } from './service.js';

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
