import { readinessMessages } from '@bestell/domain';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, demoEmployee, signInAs, withSession } from '../../infrastructure/auth/test-session.js';
import { sealSecret } from '../../infrastructure/secrets/index.js';

interface Item {
  key: string;
  ok: boolean;
  detail: string | null;
  link: string | null;
}

describe('GET /api/readiness', () => {
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('lists what the demo still misses (SMTP, test payments, https) and follows the server settings', async () => {
    app = await createTestApp({ config: { publicUrl: 'http://localhost:3000' } });
    const admin = await signInAs(app, demoAdmin);
    const res = await app.request<{ data: { ready: boolean; items: Item[] } }>(
      '/api/readiness',
      withSession(admin, 'GET'),
    );
    expect(res.status).toBe(200);
    const byKey = Object.fromEntries(res.body.data.items.map((i) => [i.key, i]));
    expect(res.body.data.ready).toBe(false);
    expect(byKey.legalTexts?.ok).toBe(true);
    expect(byKey.openBranch?.ok).toBe(true);
    expect(byKey.smtp).toMatchObject({ ok: false, detail: readinessMessages.items.smtp.missing });
    expect(byKey.https).toMatchObject({
      ok: false,
      detail: readinessMessages.items.https.missing('http://localhost:3000'),
    });
    expect(byKey.payment?.ok).toBe(app.config.payments.provider !== 'test');
    await app.close();

    app = await createTestApp({
      config: {
        publicUrl: 'https://shop.example.at',
        mail: {
          smtp: { host: '127.0.0.1', port: 2525, secure: false, user: null, password: null },
          from: 'shop@example.at',
        },
        payments: { provider: 'none', secret: null },
      },
    });
    // Online payment off everywhere: payment at handover only is fine.
    await app.db
      .updateTable('branches')
      .set({ isOnlinePaymentEnabled: false, isOnlineAlternativePaymentEnabled: false })
      .execute();
    const again = await app.request<{ data: { ready: boolean; items: Item[] } }>(
      '/api/readiness',
      withSession(await signInAs(app, demoAdmin), 'GET'),
    );
    expect(again.body.data.items.filter((i) => !i.ok)).toEqual([]);
    expect(again.body.data.ready).toBe(true);
  });

  it('checks the configured provider keys and the Twilio credentials (environment or Einstellungen), never showing them', async () => {
    const envNames = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'TWILIO_AUTH_TOKEN'] as const;
    const before = envNames.map((name) => process.env[name]);
    for (const name of envNames) delete process.env[name];
    try {
      app = await createTestApp({
        config: {
          payments: { provider: 'stripe', secret: null },
          smsProvider: 'twilio',
          twilio: { accountSid: 'AC0123', from: null, apiBase: 'http://127.0.0.1:9', timeoutMs: 100 },
        },
      });
      await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).execute();
      const admin = await signInAs(app, demoAdmin);
      const itemsOf = async () => {
        const res = await app?.request<{ data: { items: Item[] } }>('/api/readiness', withSession(admin, 'GET'));
        return Object.fromEntries((res?.body.data.items ?? []).map((i) => [i.key, i]));
      };
      const k = readinessMessages.items.payment.keyNames;
      const s = readinessMessages.items.sms.settingNames;
      let items = await itemsOf();
      expect(items.payment).toMatchObject({
        ok: false,
        detail: readinessMessages.items.payment.missingKeys('Stripe', `${k.stripeSecretKey}, ${k.stripeWebhookSecret}`),
        link: '/backend/config/payments',
      });
      expect(items.sms).toMatchObject({
        ok: false,
        detail: readinessMessages.items.sms.missing(`${s.authToken}, ${s.from}`),
        link: '/backend/config/sms',
      });

      // The secret key from the environment, the webhook secret and the Twilio token stored under Einstellungen,
      // the sender in the SMS settings: all done, and no value appears in the answer.
      process.env.STRIPE_SECRET_KEY = 'sk_test_readiness';
      const deps = { db: app.db, config: app.config };
      const now = new Date();
      await app.db
        .insertInto('configSecrets')
        .values([
          {
            key: 'stripeWebhookSecret',
            value: await sealSecret(deps, 'stripeWebhookSecret', 'whsec_r'),
            updatedAt: now,
          },
          { key: 'twilioAuthToken', value: await sealSecret(deps, 'twilioAuthToken', 'token-r'), updatedAt: now },
        ])
        .execute();
      await sql`insert into config (id, data) values (1, '{"smsSender":"+43800123456"}'::jsonb)
        on conflict (id) do update set data = config.data || excluded.data`.execute(app.db);
      items = await itemsOf();
      expect(items.payment).toMatchObject({ ok: true, detail: null });
      expect(items.sms).toMatchObject({ ok: true, detail: null });
      expect(JSON.stringify(items)).not.toMatch(/sk_test_readiness|whsec_r|token-r/);
    } finally {
      envNames.forEach((name, index) => {
        const value = before[index];
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      });
    }
  });

  it('is for admins only', async () => {
    app = await createTestApp();
    expect((await app.request('/api/readiness')).status).toBe(401);
    const employee = await signInAs(app, demoEmployee);
    expect((await app.request('/api/readiness', withSession(employee, 'GET'))).status).toBe(403);
  });
});
