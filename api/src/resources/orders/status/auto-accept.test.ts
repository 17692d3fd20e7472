import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import {
  type CapturedMail,
  type SmtpCapture,
  startSmtpCapture,
} from '../../../infrastructure/notifications/smtp-capture.js';
import { branchBody, eventsOf, placeOrder, type StaffOrderView, setBranchSettings } from '../staff-test-kit.js';
import { type Envelope, type Failure, openMonday, takeawayBody } from '../test-fixtures.js';

/** Issue 27 points 4 and 5: auto-accept per branch, and the confirm dialog's quick quote ('in 20 Min.'). */
let app: TestApp;
let smtp: SmtpCapture;
let admin: TestSession;
const minutes = (n: number) => n * 60_000;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  app = await createTestApp({
    now: () => openMonday,
    config: { mail: { smtp: { url: smtp.url }, from: 'bestellung@baeckerei-morgenrot.at' } },
  });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const setAutoAccept = (isAutoAcceptEnabled: boolean, autoAcceptMinutes = 25) =>
  setBranchSettings(app, admin, 1, { isAutoAcceptEnabled, autoAcceptMinutes });

const orderRow = (id: number) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const statusMail = (ticket: number, status: string) => (mail: CapturedMail) =>
  mail.envelopeTo.includes('maria.huber@example.at') &&
  mail.subject === `Ihre Bestellung – Ticket ${ticket}: ${status}`;

describe('auto-accept (branch setting "Automatisch bestätigen")', () => {
  it('confirms a new order inside its placement request (confirmed when the answer arrives), due placement + the default lead time', async () => {
    await setAutoAccept(true, 25);
    const order = await placeOrder(app);
    // Read as soon as the placement is answered: the confirmation ran inside the request (no wall-clock bound, which
    // a loaded machine would make flaky), and its event follows the order's own.
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ isConfirmed: true, isRejected: false, isInDelivery: false });
    const events = await eventsOf(app, order.id);
    expect(events.map((event) => [event.type, (event.payload as { state: string }).state])).toEqual([
      ['order.created', 'waiting'],
      ['order.changed', 'confirmed'],
    ]);
    expect(events.map((event) => event.createdAt.getTime())).toEqual([row.placedAt.getTime(), row.placedAt.getTime()]);
    // Asked for as soon as possible (earlier than 25 minutes): due 25 minutes after placement.
    expect(row.dueAt.getTime()).toBe(row.placedAt.getTime() + minutes(25));
    // Acknowledged with it: the board rings once on its arrival and does not repeat.
    expect(row.acknowledgedAt?.getTime()).toBe(row.placedAt.getTime());

    const audit = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'orders')
      .where('resourceId', '=', order.id)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'status', data: { action: 'confirm', via: 'auto-accept' } });
    expect(audit[0]?.before).toMatchObject({ state: 'waiting' });
    expect(audit[0]?.after).toMatchObject({ state: 'confirmed' });

    // The customer gets the same 'confirmed' message as after a manual confirm, once.
    await smtp.waitFor(statusMail(order.ticketNumber, 'Bestätigt – wird zubereitet'));
    const staff = await app.request<Envelope<StaffOrderView>>(`/api/orders/${order.id}`, withSession(admin, 'GET'));
    expect(staff.body.data).toMatchObject({
      state: 'confirmed',
      allowedActions: ['cancel', 'in-delivery', 'completed'],
    });
  });

  it('keeps a later time the customer asked for', async () => {
    await setAutoAccept(true, 25);
    const appointment = new Date(openMonday.getTime() + minutes(120)).toISOString();
    const order = await placeOrder(app, takeawayBody({ appointmentDate: appointment }));
    const row = await orderRow(order.id);
    expect(row.isConfirmed).toBe(true);
    expect(row.dueAt.toISOString()).toBe(appointment);
  });

  it('off (the default): the order waits for staff and alerts', async () => {
    await setAutoAccept(false);
    const order = await placeOrder(app);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ isConfirmed: false, acknowledgedAt: null });
    expect((await eventsOf(app, order.id)).map((event) => event.type)).toEqual(['order.created']);
  });
});

describe('quick quote: POST /orders/{id}/status/confirm with readyInMinutes', () => {
  it('confirms due in that many minutes, and the audit entry shows the new time', async () => {
    await setAutoAccept(false);
    const order = await placeOrder(app);
    const res = await app.request<Envelope<StaffOrderView & { appointment: string }>>(
      `/api/orders/${order.id}/status/confirm`,
      withSession(admin, 'POST', { readyInMinutes: 45 }),
    );
    expect(res.status).toBe(200);
    const due = new Date(openMonday.getTime() + minutes(45)).toISOString();
    expect(res.body.data).toMatchObject({ state: 'confirmed', appointment: due });
    const [entry] = await app.db
      .selectFrom('logs')
      .selectAll()
      .where('resource', '=', 'orders')
      .where('resourceId', '=', order.id)
      .execute();
    expect(entry?.after).toMatchObject({ state: 'confirmed', dueAt: due });
  });

  it.each([
    [{ readyInMinutes: 0 }, 'Dieser Wert sollte zwischen 1 und 1440 liegen.'],
    [{ readyInMinutes: 2.5 }, 'Dieser Wert sollte eine ganze Zahl sein.'],
    [{ readyInMinutes: 20, price: '0.01' }, null],
  ])('refuses %j with a German message and changes nothing', async (body, message) => {
    await setAutoAccept(false);
    const order = await placeOrder(app);
    const res = await app.request<Failure>(`/api/orders/${order.id}/status/confirm`, withSession(admin, 'POST', body));
    expect(res.status).toBe(422);
    if (message) expect(res.body.errors[0]?.message).toBe(message);
    const row = await orderRow(order.id);
    expect(row).toMatchObject({ isConfirmed: false, acknowledgedAt: null });
    expect(row.dueAt.getTime()).toBeLessThan(openMonday.getTime() + minutes(20));
  });

  it('a plain confirm keeps the due time', async () => {
    await setAutoAccept(false);
    const order = await placeOrder(app);
    const before = await orderRow(order.id);
    const res = await app.request(`/api/orders/${order.id}/status/confirm`, withSession(admin, 'POST'));
    expect(res.status).toBe(200);
    expect((await orderRow(order.id)).dueAt.getTime()).toBe(before.dueAt.getTime());
  });
});

describe('branch settings (PUT /api/branches/{id}): auto-accept, lead time and quick-quote minutes', () => {
  it('are stored and read back', async () => {
    const body = await branchBody(app, admin, 3, {
      isAutoAcceptEnabled: true,
      autoAcceptMinutes: 35,
      quickQuoteMinutes: [10, 25],
    });
    const res = await app.request<Envelope<Record<string, unknown>>>(
      '/api/branches/3',
      withSession(admin, 'PUT', body),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isAutoAcceptEnabled: true,
      autoAcceptMinutes: 35,
      quickQuoteMinutes: [10, 25],
    });
    await setBranchSettings(app, admin, 3, { isAutoAcceptEnabled: false });
  });

  it.each([
    [{ quickQuoteMinutes: [0] }, 'quickQuoteMinutes.0', 'Dieser Wert sollte größer als 0 sein.'],
    [{ quickQuoteMinutes: [5, 10, 15, 20, 25, 30, 35] }, 'quickQuoteMinutes', null],
    [{ autoAcceptMinutes: 1441 }, 'autoAcceptMinutes', 'Dieser Wert sollte zwischen 0 und 1440 liegen.'],
  ])('refuses %j on its field and stores nothing', async (overrides, field, message) => {
    const before = await app.db.selectFrom('branches').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    const res = await app.request<Failure>(
      '/api/branches/3',
      withSession(admin, 'PUT', await branchBody(app, admin, 3, overrides)),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors[0]?.field).toBe(field);
    if (message) expect(res.body.errors[0]?.message).toBe(message);
    const after = await app.db.selectFrom('branches').selectAll().where('id', '=', 3).executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });
});
