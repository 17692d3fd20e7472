import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { TwilioTestServer } from '../../../test/providers/twilio-server.js';
import { createApp } from '../../app/app.js';
import type { OrderNotificationEntry } from '../../resources/orders/status/notification-log.js';
import { type Envelope, openMonday, type Placed, post, takeawayBody } from '../../resources/orders/test-fixtures.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../auth/test-session.js';
import { sealSecret } from '../secrets/index.js';

let twilio: TwilioTestServer;
let app: TestApp;
let employee: TestSession;
let dataDir: string;

beforeAll(async () => {
  twilio = await new TwilioTestServer().start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sms-retry-'));
  // A process that looks for due retries only when it starts (then once an hour): as if it stopped after the first
  // attempt failed. Its retries are waiting in the database, with their text.
  app = await createTestApp({
    now: () => openMonday,
    config: {
      dataDir,
      smsProvider: 'twilio',
      twilio: { accountSid: twilio.accountSid, from: '+43800123456', apiBase: twilio.url, timeoutMs: 400 },
    },
    orders: { notifications: { smsRetryDelaysMs: [50, 50], smsRetryPollMs: 3_600_000 } },
  });
  const token = await sealSecret({ db: app.db, config: app.config }, 'twilioAuthToken', twilio.authToken, {});
  await app.db
    .insertInto('configSecrets')
    .values({ key: 'twilioAuthToken', value: token, updatedAt: new Date() })
    .execute();
  employee = await signInAs(app, demoEmployee);
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
  return app.db
    .selectFrom('orders')
    .select(['id', 'ticketNumber'])
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
}

/** The order's automatic SMS row once `done` says so (polled; the worker runs in the background). */
async function smsRowOf(orderId: number, done: (row: { status: string; attempts: number }) => boolean) {
  const deadline = Date.now() + 8000;
  for (;;) {
    const row = await app.db
      .selectFrom('notifications')
      .select(['status', 'attempts', 'body', 'nextAttemptAt', 'error'])
      .where('orderId', '=', orderId)
      .where('channel', '=', 'sms')
      .where('dedupeKey', 'is not', null)
      .executeTakeFirst();
    if (row && done(row)) return row;
    if (Date.now() > deadline) throw new Error(`SMS of order ${orderId}: ${JSON.stringify(row)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const notificationsOf = (orderId: number, session: TestSession) =>
  app.request<Envelope<OrderNotificationEntry[]>>(`/api/orders/${orderId}/notifications`, withSession(session, 'GET'));

describe('SMS retries kept in the database', () => {
  it('a failed SMS waits in the database with its text; after a restart another process sends it, once', async () => {
    twilio.failNext('error500', 1);
    const order = await place('06647654321');
    const waiting = await smsRowOf(order.id, (row) => row.attempts === 1);
    expect(waiting).toMatchObject({ status: 'sending', attempts: 1 });
    expect(waiting.body).toContain(`(Ticket ${order.ticketNumber})`);
    expect(waiting.nextAttemptAt).toBeInstanceOf(Date);
    expect(waiting.error).toMatch(/^Versuch 1: Twilio HTTP 500/);
    // Staff see it in the order's notification log: waiting for the next attempt, with the error.
    const log = await notificationsOf(order.id, employee);
    expect(log.status).toBe(200);
    const sms = log.body.data.find((entry) => entry.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sending', attempts: 1, isResend: false, recipient: '06647654321' });
    expect(sms?.nextAttemptAt).not.toBeNull();
    expect(sms?.error).toContain('Twilio HTTP 500');
    // This process does not look again (its next look is in an hour): nothing more is sent.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.requests).toHaveLength(1);

    // "Restart": two new processes on the same database take the due retry; it is sent once.
    const options = { notifications: { smsRetryDelaysMs: [50], smsRetryPollMs: 25 } };
    createApp({ db: app.db, logger: silentLogger, config: app.config, now: () => openMonday, orders: options });
    createApp({ db: app.db, logger: silentLogger, config: app.config, now: () => openMonday, orders: options });
    const sent = await smsRowOf(order.id, (row) => row.status !== 'sending');
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, body: null, nextAttemptAt: null });
    expect(sent.error).toMatch(/^Zugestellt beim 2\. Versuch; Versuch 1: Twilio HTTP 500/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.delivered.map((request) => request.to)).toEqual(['+436647654321']);
    const after = await notificationsOf(order.id, employee);
    expect(after.body.data.find((entry) => entry.channel === 'sms')).toMatchObject({
      status: 'sent',
      attempts: 2,
      nextAttemptAt: null,
    });
  });

  it('a permanent refusal is recorded failed at once: no text kept, nothing due, never retried', async () => {
    twilio.failNext('invalidNumber');
    const order = await place('+436641111111');
    const row = await smsRowOf(order.id, (r) => r.status !== 'sending');
    expect(row).toMatchObject({ status: 'failed', attempts: 1, body: null, nextAttemptAt: null });
    expect(row.error).toMatch(/code 21211.*\(dauerhafter Fehler, kein neuer Versuch\)$/);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(twilio.requests).toHaveLength(1);
    const log = await notificationsOf(order.id, employee);
    expect(log.body.data.find((entry) => entry.channel === 'sms')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('the notification log: staff only, another branch’s order is a 404, unknown 404', async () => {
    const order = await place('06641231234');
    expect((await app.request(`/api/orders/${order.id}/notifications`)).status).toBe(401);
    await app.db.updateTable('orders').set({ branchId: 2 }).where('id', '=', order.id).execute();
    expect((await notificationsOf(order.id, employee)).status).toBe(404);
    expect((await notificationsOf(999_999, employee)).status).toBe(404);
  });
});
