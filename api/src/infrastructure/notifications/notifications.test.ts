import { messages } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import {
  deliveryBody,
  dineInBody,
  type Envelope,
  type Failure,
  openMonday,
  type Placed,
  post,
  takeawayBody,
} from '../../resources/orders/test-fixtures.js';
import { demoAdmin, demoEmployee, signInAs, type TestSession, withSession } from '../auth/test-session.js';
import type { SmsMessage, SmsProvider } from './sms.js';
import { type CapturedMail, type SmtpCapture, startSmtpCapture } from './smtp-capture.js';

const shop = 'https://shop.example.at';
/** Above the delivery minimum of 1060 Wien-Mariahilf. */
const threeBreads = [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }];
let app: TestApp;
let smtp: SmtpCapture;
let admin: TestSession;
const smsSent: SmsMessage[] = [];
const sms: SmsProvider = {
  async send(message) {
    smsSent.push(message);
    return 'sent';
  },
};

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({
    now: () => openMonday,
    config: { publicUrl: shop, mail: { smtp: { url: smtp.url }, from: 'bestellung@baeckerei-morgenrot.at' } },
    orders: { notifications: { sms } },
  });
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.refuseAll(false);
});

async function place(body: unknown) {
  const res = await app.request<Envelope<Placed> & Failure>('/api/orders', post(body));
  expect(res.status).toBe(201);
  const order = await app.db
    .selectFrom('orders')
    .selectAll()
    .where('uid', '=', res.body.data.uid)
    .executeTakeFirstOrThrow();
  return { ...res.body.data, id: order.id, ticket: order.ticketNumber };
}

const to = (address: string, subject: string) => (mail: CapturedMail) =>
  mail.envelopeTo.includes(address) && mail.subject === subject;

function notificationsOf(orderId: number) {
  return app.db
    .selectFrom('notifications')
    .select(['kind', 'channel', 'recipient', 'status', 'dedupeKey', 'error'])
    .where('orderId', '=', orderId)
    .orderBy('id')
    .execute();
}

/** Waits until the event worker has handled every event written so far. */
async function workerCaughtUp() {
  const deadline = Date.now() + 5000;
  for (;;) {
    const last = await app.db
      .selectFrom('orderEvents')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    const cursor = await app.db.selectFrom('notificationCursor').select('lastEventId').executeTakeFirst();
    if (BigInt(cursor?.lastEventId ?? 0) >= BigInt(last?.id ?? 0)) return;
    if (Date.now() > deadline) throw new Error('notification worker did not catch up');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mails after placement (SMTP capture on 127.0.0.1)', () => {
  it('sends the customer a confirmation and the branch a new-order e-mail, each exactly once', async () => {
    // As the shop's checkout sends a pickup order: the country field keeps its default, no street, zip code or city.
    const order = await place(takeawayBody({ country: 'AT' }));
    const statusUrl = `${shop}/status/${order.uid}/${order.hash}`;

    const [confirmation] = await smtp.waitFor(
      to('maria.huber@example.at', `Ihre Bestellung bei Bäckerei Morgenrot – Ticket ${order.ticket}`),
    );
    expect(confirmation?.parsed.from?.value).toEqual([
      { address: 'bestellung@baeckerei-morgenrot.at', name: 'Bäckerei Morgenrot' },
    ]);
    const text = confirmation?.text ?? '';
    expect(text).toContain('Guten Tag Maria Huber,');
    expect(text).toContain(
      'vielen Dank für Ihre Bestellung. Wir haben sie erhalten und informieren Sie, sobald sie bestätigt ist.',
    );
    expect(text).toContain(`Ticket: ${order.ticket}`);
    expect(text).toContain('Art: Takeaway in Wien');
    expect(text).toContain('Termin: So schnell wie möglich');
    expect(text).toContain('Zahlungsart: Barzahlung');
    expect(text).toContain('2 Stk. Kaisersemmel: 1,30\u00a0€');
    expect(text).toContain('1 Stk. Morgenrot-Bauernbrot: 5,90\u00a0€');
    expect(text).toContain('Gesamt: 7,20\u00a0€');
    expect(text).toContain(statusUrl);
    expect(text).toContain('Ihr Team von Bäckerei Morgenrot');
    expect(text).toContain('Morgenrot Wien Mariahilf, Telefon +43 1 523 45 67');
    const html = confirmation?.html ?? '';
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<p>Guten Tag Maria Huber,</p>');
    expect(html).toContain(`<a href="${statusUrl}">Bestellstatus ansehen</a>`);
    expect(html).toMatch(/Kaisersemmel<\/td><td[^>]*>1,30\u00a0€<\/td>/);

    const [newOrder] = await smtp.waitFor(
      to('wien@baeckerei-morgenrot.at', `Neue Bestellung – Ticket ${order.ticket} (Takeaway in Wien)`),
    );
    expect(newOrder?.text).toContain('Für Morgenrot Wien Mariahilf ist eine neue Bestellung eingegangen.');
    expect(newOrder?.text).toContain('Kunde: Maria Huber');
    expect(newOrder?.text).toContain('Telefon: +436641234567');
    expect(newOrder?.text).toContain('E-Mail: maria.huber@example.at');
    expect(newOrder?.text).toContain('2 Stk. Kaisersemmel: 1,30\u00a0€');
    // A pickup order without address has no address line (issue 21.13: not 'Adresse: AT').
    expect(newOrder?.text).not.toContain('Adresse');
    expect(newOrder?.html).toContain(
      '<th style="padding:4px 8px;border-bottom:1px solid #eee;text-align:left;vertical-align:top">Kunde</th>',
    );

    await workerCaughtUp();
    expect(await notificationsOf(order.id)).toEqual([
      expect.objectContaining({
        kind: 'confirmation',
        channel: 'email',
        recipient: 'maria.huber@example.at',
        status: 'sent',
      }),
      expect.objectContaining({
        kind: 'new-order',
        channel: 'email',
        recipient: 'wien@baeckerei-morgenrot.at',
        status: 'sent',
      }),
    ]);
    expect(smtp.mails.filter((mail) => mail.text.includes(statusUrl))).toHaveLength(1);
  });

  it('a delivery order shows the delivery cost and the customer address; HTML escapes customer input', async () => {
    const order = await place(deliveryBody({ items: threeBreads, comment: 'Bitte <b>läuten</b> & warten' }));
    const [mail] = await smtp.waitFor(
      to('wien@baeckerei-morgenrot.at', `Neue Bestellung – Ticket ${order.ticket} (Lieferung)`),
    );
    expect(mail?.text).toContain('Adresse: Neubaugasse 12, 1070 Wien, AT');
    expect(mail?.text).toContain('3 Stk. Morgenrot-Bauernbrot: 17,70\u00a0€');
    expect(mail?.text).toContain('Lieferkosten: 2,90\u00a0€');
    expect(mail?.text).toContain('Gesamt: 20,60\u00a0€');
    expect(mail?.text).toContain('Anmerkung: Bitte <b>läuten</b> & warten');
    expect(mail?.html).toContain('Bitte &lt;b&gt;läuten&lt;/b&gt; &amp; warten');
    expect(mail?.html).not.toContain('<b>läuten</b>');
  });

  it('sends an SMS instead of the customer e-mail when the customer chose SMS; the branch still gets its e-mail', async () => {
    const order = await place(takeawayBody({ notificationType: 'sms' }));
    await smtp.waitFor(
      to('wien@baeckerei-morgenrot.at', `Neue Bestellung – Ticket ${order.ticket} (Takeaway in Wien)`),
    );
    await workerCaughtUp();
    expect(smsSent.filter((message) => message.text.includes(order.hash))).toEqual([
      {
        to: '+436641234567',
        text: `Bäckerei Morgenrot: Vielen Dank für Ihre Bestellung (Ticket ${order.ticket}). Status: ${shop}/status/${order.uid}/${order.hash}`,
      },
    ]);
    expect(smtp.mails.filter((mail) => mail.text.includes(order.hash))).toHaveLength(0);
  });

  it('a refused send is recorded as failed and never undoes the order', async () => {
    smtp.refuseAll(true);
    const order = await place(takeawayBody());
    await workerCaughtUp();
    const deadline = Date.now() + 5000;
    let rows = await notificationsOf(order.id);
    while (rows.some((row) => row.status === 'sending') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      rows = await notificationsOf(order.id);
    }
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['confirmation', 'failed'],
      ['new-order', 'failed'],
    ]);
    expect(rows[0]?.error).toContain('Message refused');
    const stored = await app.db.selectFrom('orders').select('id').where('id', '=', order.id).executeTakeFirst();
    expect(stored).toEqual({ id: order.id });
  });
});

describe('status e-mails', () => {
  it('confirm, ready for pickup and completed each send one e-mail with the status', async () => {
    const order = await place(takeawayBody());
    const subject = (status: string) => `Ihre Bestellung – Ticket ${order.ticket}: ${status}`;
    for (const action of ['confirm', 'in-delivery', 'completed']) {
      const res = await app.request(`/api/orders/${order.id}/status/${action}`, withSession(admin, 'POST'));
      expect(res.status).toBe(200);
    }
    const [confirmed] = await smtp.waitFor(to('maria.huber@example.at', subject('Bestätigt – wird zubereitet')));
    expect(confirmed?.text).toContain('Ihre Bestellung wurde bestätigt und wird jetzt zubereitet.');
    expect(confirmed?.html).toContain('<p>Ihre Bestellung wurde bestätigt und wird jetzt zubereitet.</p>');
    const [ready] = await smtp.waitFor(to('maria.huber@example.at', subject('Bereit zur Abholung')));
    expect(ready?.text).toContain('Ihre Bestellung ist bereit zur Abholung.');
    const [completed] = await smtp.waitFor(to('maria.huber@example.at', subject('Abgeschlossen')));
    expect(completed?.text).toContain('Ihre Bestellung ist abgeschlossen. Vielen Dank für Ihren Einkauf!');
    expect(completed?.text).toContain(`${shop}/status/${order.uid}/${order.hash}`);
    await workerCaughtUp();
    expect((await notificationsOf(order.id)).map((row) => row.kind)).toEqual([
      'confirmation',
      'new-order',
      'status:confirmed',
      'status:in-delivery',
      'status:completed',
    ]);
  });

  it("the kitchen's 'Zurück' (back-to-confirmed) sends no second 'confirmed' notice, is audited, and a second 'Fertig' sends no second 'ready'", async () => {
    const order = await place(takeawayBody());
    for (const action of ['confirm', 'in-delivery', 'back-to-confirmed', 'in-delivery', 'completed']) {
      const res = await app.request(`/api/orders/${order.id}/status/${action}`, withSession(admin, 'POST'));
      expect(res.status).toBe(200);
    }
    await smtp.waitFor(to('maria.huber@example.at', `Ihre Bestellung – Ticket ${order.ticket}: Abgeschlossen`));
    await workerCaughtUp();
    expect((await notificationsOf(order.id)).map((row) => row.kind)).toEqual([
      'confirmation',
      'new-order',
      'status:confirmed',
      'status:in-delivery',
      'status:completed',
    ]);
    const confirmedMails = smtp.mails.filter(
      to('maria.huber@example.at', `Ihre Bestellung – Ticket ${order.ticket}: Bestätigt – wird zubereitet`),
    );
    expect(confirmedMails).toHaveLength(1);
    const audit = await app.db
      .selectFrom('logs')
      .select(['data', 'username'])
      .where('resource', '=', 'orders')
      .where('resourceId', '=', order.id)
      .orderBy('id')
      .execute();
    expect(audit.map((entry) => (entry.data as { action?: string }).action)).toContain('back-to-confirmed');
  });

  it('a canceled delivery order gets "Bestellung storniert"; a counter-appointment is announced with date and time', async () => {
    const canceled = await place(deliveryBody({ items: threeBreads }));
    expect((await app.request(`/api/orders/${canceled.id}/status/cancel`, withSession(admin, 'POST'))).status).toBe(
      200,
    );
    const [mail] = await smtp.waitFor(
      to('maria.huber@example.at', `Ihre Bestellung – Ticket ${canceled.ticket}: ${messages.orders.canceled}`),
    );
    expect(mail?.text).toContain('Ihre Bestellung wurde storniert.');

    const waiting = await place(takeawayBody());
    const res = await app.request(
      `/api/orders/${waiting.id}/counter-appointment`,
      withSession(admin, 'POST', { counterAppointment: '2026-11-23T14:00:00+01:00' }),
    );
    expect(res.status).toBe(200);
    const [counter] = await smtp.waitFor(
      to('maria.huber@example.at', `Neuer Terminvorschlag für Ihre Bestellung – Ticket ${waiting.ticket}`),
    );
    expect(counter?.text).toContain(
      'Zum gewünschten Zeitpunkt können wir Ihre Bestellung leider nicht erfüllen. Wir schlagen Ihnen stattdessen den 23.11.2026 um 14:00 Uhr vor. Bitte bestätigen oder lehnen Sie den Vorschlag auf der Statusseite ab.',
    );
  });
});

describe('POST /api/orders/{id}/resend-new-order-email and -sms', () => {
  it('sends the confirmation again to the customer (admin), e-mail and SMS', async () => {
    const order = await place(takeawayBody());
    const subject = `Ihre Bestellung bei Bäckerei Morgenrot – Ticket ${order.ticket}`;
    await smtp.waitFor(to('maria.huber@example.at', subject));
    const res = await app.request(`/api/orders/${order.id}/resend-new-order-email`, withSession(admin, 'POST'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { channel: 'email', recipient: 'maria.huber@example.at', status: 'sent' } });
    const mails = await smtp.waitFor(to('maria.huber@example.at', subject), 2);
    expect(mails[1]?.text).toContain('Guten Tag Maria Huber,');

    const resSms = await app.request(`/api/orders/${order.id}/resend-new-order-sms`, withSession(admin, 'POST'));
    expect(resSms.body).toEqual({ data: { channel: 'sms', recipient: '+436641234567', status: 'sent' } });
    expect(smsSent.at(-1)?.text).toContain(`(Ticket ${order.ticket})`);
    const kinds = (await notificationsOf(order.id)).filter((row) => row.dedupeKey === null);
    expect(kinds.map((row) => [row.kind, row.channel])).toEqual([
      ['confirmation', 'email'],
      ['confirmation', 'sms'],
    ]);
  });

  it('refuses anonymous callers and branch keys (401), another branch’s order (404), a missing CSRF token (403) and an order without address (409)', async () => {
    const graz = await place(dineInBody());
    const anonymous = await app.request<Failure>(`/api/orders/${graz.id}/resend-new-order-email`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]?.message).toBe(messages.auth.loginRequired);

    const employee = await signInAs(app, demoEmployee);
    const other = await app.request<Failure>(
      `/api/orders/${graz.id}/resend-new-order-sms`,
      withSession(employee, 'POST'),
    );
    expect(other.status).toBe(404);
    expect(other.body.errors[0]?.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');

    const key = await app.request<Envelope<{ key: string }>>(
      '/api/branch-keys',
      withSession(admin, 'POST', { branchId: 2, name: 'Resend test' }),
    );
    const byKey = await app.request<Failure>(`/api/orders/${graz.id}/resend-new-order-email`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key.body.data.key}` },
    });
    expect(byKey.status).toBe(401);
    expect(byKey.body.errors[0]?.message).toBe(messages.auth.loginRequired);

    const noCsrf = await app.request<Failure>(`/api/orders/${graz.id}/resend-new-order-email`, {
      method: 'POST',
      headers: { Cookie: admin.cookie },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.errors[0]?.message).toBe(messages.auth.invalidCsrfToken);

    const noAddress = await app.request<Failure>(
      `/api/orders/${graz.id}/resend-new-order-email`,
      withSession(admin, 'POST'),
    );
    expect(noAddress.status).toBe(409);
    expect(noAddress.body.errors.map((entry) => entry.message)).toEqual([
      'Bestätigung konnte nicht versendet werden.',
      messages.mail.noEmailAddress,
    ]);
    const missing = await app.request<Failure>('/api/orders/999999/resend-new-order-email', withSession(admin, 'POST'));
    expect(missing.status).toBe(404);
  });

  it('a refused send is a 409 with the §8 text', async () => {
    const order = await place(takeawayBody());
    smtp.refuseAll(true);
    const res = await app.request<Failure>(
      `/api/orders/${order.id}/resend-new-order-email`,
      withSession(admin, 'POST'),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe('Bestätigung konnte nicht versendet werden.');
  });
});
