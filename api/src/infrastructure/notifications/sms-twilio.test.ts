import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { notificationLogMessages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { TwilioTestServer } from '../../../test/providers/twilio-server.js';
import { type Envelope, openMonday, type Placed, post, takeawayBody } from '../../resources/orders/test-fixtures.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../auth/test-session.js';
import { sealSecret } from '../secrets/index.js';

const shop = 'https://shop.example.at';
const sender = '+43800123456';
let twilio: TwilioTestServer;
let app: TestApp;
let admin: TestSession;
let dataDir: string;
let clock = openMonday;

beforeAll(async () => {
  twilio = await new TwilioTestServer().start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-twilio-'));
  app = await createTestApp({
    now: () => clock,
    config: {
      publicUrl: shop,
      dataDir,
      smsProvider: 'twilio',
      // The Account SID and sender from the environment, the auth token from Einstellungen (a config secret).
      twilio: { accountSid: twilio.accountSid, from: sender, apiBase: twilio.url, timeoutMs: 400 },
    },
    orders: { notifications: { smsRetryDelaysMs: [50, 100], smsRetryPollMs: 25 } },
  });
  const token = await sealSecret({ db: app.db, config: app.config }, 'twilioAuthToken', twilio.authToken, {});
  await app.db
    .insertInto('configSecrets')
    .values({ key: 'twilioAuthToken', value: token, updatedAt: new Date() })
    .execute();
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
  await twilio.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  twilio.reset();
});

async function place(phone: string) {
  const res = await app.request<Envelope<Placed>>(
    '/api/orders',
    post(takeawayBody({ notificationType: 'sms', phone })),
  );
  expect(res.status).toBe(201);
  const order = await app.db
    .selectFrom('orders')
    .select(['id', 'ticketNumber'])
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
  return { ...res.body.data, id: order.id, ticket: order.ticketNumber };
}

/** The customer's SMS confirmation row once it is no longer `sending` (retries done). */
async function settledSmsOf(orderId: number) {
  const deadline = Date.now() + 8000;
  for (;;) {
    const row = await app.db
      .selectFrom('notifications')
      .select(['status', 'recipient', 'error'])
      .where('orderId', '=', orderId)
      .where('channel', '=', 'sms')
      .where('dedupeKey', 'is not', null)
      .executeTakeFirst();
    if (row && row.status !== 'sending') return row;
    if (Date.now() > deadline) throw new Error(`SMS of order ${orderId} not settled: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('SMS through Twilio (SMS_PROVIDER=twilio)', () => {
  it('sends the confirmation to the Messages API: E.164 number from a national one, sender, text, account auth', async () => {
    const order = await place('06641234567');
    expect(await settledSmsOf(order.id)).toEqual({ status: 'sent', recipient: '06641234567', error: null });
    expect(twilio.delivered).toEqual([
      {
        method: 'POST',
        path: `/2010-04-01/Accounts/${twilio.accountSid}/Messages.json`,
        authorised: true,
        to: '+436641234567',
        from: sender,
        body: `Bäckerei Morgenrot: Vielen Dank für Ihre Bestellung (Ticket ${order.ticket}). Status: ${shop}/status/${order.uid}/${order.hash}`,
      },
    ]);
  });

  it('a 500 is recorded and retried with backoff, then delivered', async () => {
    twilio.failNext('error500', 1);
    const order = await place('+436647654321');
    const row = await settledSmsOf(order.id);
    expect(row.status).toBe('sent');
    expect(row.error).toMatch(/^Zugestellt beim 2\. Versuch; Versuch 1: Twilio HTTP 500 \(code 20500\)/);
    expect(twilio.requests).toHaveLength(2);
    expect(twilio.delivered.map((request) => request.to)).toEqual(['+436647654321']);
  });

  it('a timeout counts as a failure and is retried; after the last retry the SMS stays failed', async () => {
    twilio.failNext('hang');
    const order = await place('+491712345678');
    const row = await settledSmsOf(order.id);
    expect(row.status).toBe('failed');
    expect(row.error).toContain('Versuch 1: Twilio nicht erreichbar: timeout');
    expect(row.error).toContain('(nach 3 Versuchen aufgegeben)');
    expect(twilio.requests).toHaveLength(3);
    expect(twilio.delivered).toHaveLength(0);
  });

  it('Twilio’s 400 for an invalid number (21211) is recorded as failed and not retried', async () => {
    twilio.failNext('invalidNumber');
    const order = await place('+436641111111');
    const row = await settledSmsOf(order.id);
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/Twilio HTTP 400 \(code 21211\).*\(dauerhafter Fehler, kein neuer Versuch\)$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.requests).toHaveLength(1);
  });

  it('staff resend goes through Twilio; a refused resend answers 409 and is recorded failed', async () => {
    const order = await place('06642223333');
    await settledSmsOf(order.id);
    const res = await app.request(`/api/orders/${order.id}/resend-new-order-sms`, withSession(admin, 'POST'));
    expect(res.body).toEqual({ data: { channel: 'sms', recipient: '06642223333', status: 'sent' } });
    expect(twilio.delivered.map((request) => request.to)).toEqual(['+436642223333', '+436642223333']);
    expect(twilio.delivered[1]?.body).toContain(`(Ticket ${order.ticket})`);

    // A second resend within a minute is refused in German and sends nothing (each SMS costs and reaches the customer).
    const again = await app.request<{ errors: { message: string; code: string }[] }>(
      `/api/orders/${order.id}/resend-new-order-sms`,
      withSession(admin, 'POST'),
    );
    expect(again.status).toBe(429);
    expect(again.body.errors[0]).toMatchObject({
      message: notificationLogMessages.resendTooSoon,
      code: 'resend_too_soon',
    });
    expect(twilio.delivered).toHaveLength(2);

    clock = new Date(openMonday.getTime() + 61_000);
    twilio.failNext('error500');
    const refused = await app.request(`/api/orders/${order.id}/resend-new-order-sms`, withSession(admin, 'POST'));
    expect(refused.status).toBe(409);
    const resends = await app.db
      .selectFrom('notifications')
      .select(['status'])
      .where('orderId', '=', order.id)
      .where('dedupeKey', 'is', null)
      .orderBy('id')
      .execute();
    expect(resends.map((row) => row.status)).toEqual(['sent', 'failed']);
    // A failed resend does not count: staff may try again at once (not refused as too soon).
    const retried = await app.request(`/api/orders/${order.id}/resend-new-order-sms`, withSession(admin, 'POST'));
    expect(retried.status).not.toBe(429);
    clock = openMonday;
  });
});
