import { readinessMessages } from '@bestell/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoAdmin, demoEmployee, signInAs, withSession } from '../../infrastructure/auth/test-session.js';

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

  it('is for admins only', async () => {
    app = await createTestApp();
    expect((await app.request('/api/readiness')).status).toBe(401);
    const employee = await signInAs(app, demoEmployee);
    expect((await app.request('/api/readiness', withSession(employee, 'GET'))).status).toBe(403);
  });
});
