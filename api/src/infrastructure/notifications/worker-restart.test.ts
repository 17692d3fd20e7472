import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, silentLogger, type TestApp } from '../../../test/helpers.js';
import { createApp } from '../../app/app.js';
import { type Envelope, openMonday, type Placed, post, takeawayBody } from '../../resources/orders/test-fixtures.js';
import { demoAdmin, signInAs, withSession } from '../auth/test-session.js';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.js';

let smtp: SmtpCapture;
let app: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  // A process whose event worker is not running (as if it had died right after committing).
  app = await createTestApp({
    now: () => openMonday,
    config: { mail: { smtp: { url: smtp.url }, from: 'bestellung@localhost' } },
    orders: { notifications: { followEvents: false } },
  });
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

function kindsAndStatusesOf(orderId: number) {
  return app.db
    .selectFrom('notifications')
    .select(['kind', 'status'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

describe('notification worker across a restart', () => {
  it('handles the events written while no worker ran, from its stored cursor, without sending anything twice', async () => {
    const placed = await app.request<Envelope<Placed>>('/api/orders', post(takeawayBody()));
    expect(placed.status).toBe(201);
    const order = await app.db
      .selectFrom('orders')
      .select(['id', 'ticketNumber'])
      .where('uid', '=', placed.body.data.uid)
      .executeTakeFirstOrThrow();
    const admin = await signInAs(app, demoAdmin);
    expect((await app.request(`/api/orders/${order.id}/status/confirm`, withSession(admin, 'POST'))).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const statusSubject = `Ihre Bestellung – Ticket ${order.ticketNumber}: Bestätigt – wird zubereitet`;
    expect(smtp.mails).toHaveLength(0);

    // "Restart": a second app on the same database, with its worker.
    createApp({ db: app.db, logger: silentLogger, config: app.config, now: () => openMonday });
    await smtp.waitFor(
      (mail) => mail.subject === statusSubject || mail.subject.includes(`Ticket ${order.ticketNumber}`),
      3,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const rows = await kindsAndStatusesOf(order.id);
    expect(rows).toEqual([
      { kind: 'confirmation', status: 'sent' },
      { kind: 'new-order', status: 'sent' },
      { kind: 'status:confirmed', status: 'sent' },
    ]);
    expect(smtp.mails).toHaveLength(3);
  });

  it('handles a run of queued events together: every order gets its two placement mails, exactly once', async () => {
    const before = smtp.mails.length;
    const uids: string[] = [];
    for (let n = 0; n < 5; n++) {
      const placed = await app.request<Envelope<Placed>>('/api/orders', post(takeawayBody()));
      expect(placed.status).toBe(201);
      uids.push(placed.body.data.uid);
    }
    // This process runs no worker; a fresh app's worker (and the first test's) finds the five orders queued.
    createApp({ db: app.db, logger: silentLogger, config: app.config, now: () => openMonday });
    await smtp.waitFor(() => true, before + 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const orders = await app.db.selectFrom('orders').select(['id', 'ticketNumber']).where('uid', 'in', uids).execute();
    for (const order of orders) {
      const rows = await kindsAndStatusesOf(order.id);
      expect(rows).toEqual([
        { kind: 'confirmation', status: 'sent' },
        { kind: 'new-order', status: 'sent' },
      ]);
      expect(smtp.mails.filter((mail) => mail.subject.includes(`Ticket ${order.ticketNumber}`))).toHaveLength(2);
    }
    expect(smtp.mails).toHaveLength(before + 10);
  });
});
