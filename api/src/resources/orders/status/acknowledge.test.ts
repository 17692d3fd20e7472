import { messages } from '@bestell/domain';
import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { down, up } from '../../../../migrations/0011-versions-and-acknowledgement.js';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { openEventStream, type SseStream } from '../../../infrastructure/events/test-sse.js';
import type { PaymentStatusUpdate } from '../../../infrastructure/payments/payment-methods.js';
import { eventsOf, placeOrder, postAction, type StaffOrderView } from '../staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday, takeawayBody } from '../test-fixtures.js';

interface AcknowledgedView extends StaffOrderView {
  acknowledgedAt: string | null;
  printJobs: { id: number; deviceId: number | null; deviceName: string | null; status: string; createdAt: string }[];
}
type Answer = Envelope<AcknowledgedView> & Failure;

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let providerSays: PaymentStatusUpdate | null = null;
const streams: SseStream[] = [];

async function open(headers: Record<string, string>) {
  const stream = await openEventStream(`${app.url}/api/orders/events`, headers);
  streams.push(stream);
  return stream;
}

const acknowledge = (session: TestSession, id: number) =>
  app.request<Answer>(`/api/orders/${id}/acknowledge`, withSession(session, 'POST'));
const staffView = (id: number) => app.request<Answer>(`/api/orders/${id}`, { headers: admin.headers });
const stored = (id: number) =>
  app.db.selectFrom('orders').select('acknowledgedAt').where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  app = await createTestApp({
    now: () => openMonday,
    orders: { paymentMethods: { 'atm-card': { checkStatus: async () => providerSays } } },
  });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/orders/{id}/acknowledge (issue 12, contract 3)', () => {
  it('a new order is unacknowledged; acknowledging reaches a second device’s stream once, idempotently', async () => {
    const board = await open({ Cookie: admin.cookie });
    const order = await placeOrder(app);
    const [created] = await board.waitFor(1);
    expect(created?.data.order).toMatchObject({ id: order.id, acknowledgedAt: null });
    const current = await app.request<Envelope<AcknowledgedView[]>>('/api/orders/current', {
      headers: employee.headers,
    });
    expect(current.body.data.find((view) => view.id === order.id)?.acknowledgedAt).toBeNull();

    const res = await acknowledge(employee, order.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: order.id, state: 'waiting', acknowledgedAt: openMonday.toISOString() });
    const [, event] = await board.waitFor(2);
    expect(event).toMatchObject({
      event: 'order.acknowledged',
      data: { orderId: order.id, branchId: 1, order: { id: order.id, acknowledgedAt: openMonday.toISOString() } },
    });

    const again = await acknowledge(admin, order.id);
    expect(again.status).toBe(200);
    expect(again.body.data.acknowledgedAt).toBe(openMonday.toISOString());
    expect((await eventsOf(app, order.id)).map((e) => e.type)).toEqual(['order.created', 'order.acknowledged']);
    expect(await board.settle(300)).toHaveLength(2);
    expect((await staffView(order.id)).body.data.acknowledgedAt).toBe(openMonday.toISOString());
  });

  it('the branch’s API key may acknowledge without a CSRF token', async () => {
    const key = await app.request<Envelope<{ key: string }>>(
      '/api/branch-keys',
      withSession(admin, 'POST', { branchId: 1, name: 'Theke Wien' }),
    );
    const order = await placeOrder(app);
    const res = await app.request<Answer>(`/api/orders/${order.id}/acknowledge`, {
      method: 'POST',
      headers: { 'X-Api-Key': key.body.data.key },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.acknowledgedAt).toBe(openMonday.toISOString());
  });

  it('refuses anonymous callers (401), a missing CSRF token (403), another branch’s order and unknown ids (404)', async () => {
    const wien = await placeOrder(app);
    const graz = await placeOrder(app, dineInBody());
    const anonymous = await app.request<Failure>(`/api/orders/${wien.id}/acknowledge`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]?.message).toBe(messages.auth.loginRequired);
    const foreign = await acknowledge(employee, graz.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.errors[0]?.message).toBe('Die angeforderte Ressource wurde nicht gefunden.');
    const noCsrf = await app.request<Failure>(`/api/orders/${wien.id}/acknowledge`, {
      method: 'POST',
      headers: { Cookie: employee.cookie },
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.body.errors[0]).toMatchObject({ code: 'csrf', message: messages.auth.invalidCsrfToken });
    expect((await acknowledge(admin, 999_999)).status).toBe(404);
    expect(await stored(wien.id)).toEqual({ acknowledgedAt: null });
    expect(await stored(graz.id)).toEqual({ acknowledgedAt: null });
    expect((await eventsOf(app, graz.id)).map((e) => e.type)).toEqual(['order.created']);
  });
});

describe('every staff action acknowledges the order', () => {
  it('a status action: its order.changed event carries acknowledgedAt (no second event)', async () => {
    const board = await open({ Cookie: admin.cookie });
    const order = await placeOrder(app);
    const confirmed = await postAction(app, employee, order.id, 'confirm');
    expect(confirmed.status).toBe(200);
    expect((confirmed.body.data as AcknowledgedView).acknowledgedAt).toBe(openMonday.toISOString());
    const events = await board.waitFor(2);
    expect(events[1]).toMatchObject({
      event: 'order.changed',
      data: { order: { state: 'confirmed', acknowledgedAt: openMonday.toISOString() } },
    });
    expect((await eventsOf(app, order.id)).map((e) => e.type)).toEqual(['order.created', 'order.changed']);
  });

  it('a counter-appointment and an item edit', async () => {
    const proposed = await placeOrder(app);
    const counter = await app.request<Answer>(
      `/api/orders/${proposed.id}/counter-appointment`,
      withSession(admin, 'POST', { counterAppointment: '2026-11-23T15:30:00+01:00' }),
    );
    expect(counter.status).toBe(200);
    expect(counter.body.data.acknowledgedAt).toBe(openMonday.toISOString());
    const edited = await placeOrder(app);
    const item = await app.request<Answer>(
      `/api/orders/${edited.id}/items/0`,
      withSession(admin, 'PUT', { product: 8, amount: '4', unit: 'Stk.', parts: [] }),
    );
    expect(item.status).toBe(200);
    expect(item.body.data.acknowledgedAt).toBe(openMonday.toISOString());
    const [event] = (await eventsOf(app, edited.id)).slice(-1);
    expect(event?.payload).toMatchObject({ acknowledgedAt: openMonday.toISOString() });
  });

  it('a refused action acknowledges nothing', async () => {
    const order = await placeOrder(app);
    const refused = await postAction(app, admin, order.id, 'completed');
    expect(refused.status).toBe(409);
    expect(await stored(order.id)).toEqual({ acknowledgedAt: null });
  });

  it('re-checking a payment that did not change records order.acknowledged instead', async () => {
    providerSays = null;
    const order = await placeOrder(app, takeawayBody({ paymentMethod: 'atm-card' }));
    const res = await app.request<Answer>(`/api/orders/${order.id}/update-payment-status`, withSession(admin, 'POST'));
    expect(res.status).toBe(200);
    expect(res.body.data.acknowledgedAt).toBe(openMonday.toISOString());
    expect((await eventsOf(app, order.id)).map((e) => e.type)).toEqual(['order.created', 'order.acknowledged']);
  });

  it('an acknowledged order keeps its first acknowledgement time', async () => {
    const order = await placeOrder(app);
    const first = new Date('2026-11-23T08:30:00Z');
    await app.db.updateTable('orders').set({ acknowledgedAt: first }).where('id', '=', order.id).execute();
    const confirmed = await postAction(app, admin, order.id, 'confirm');
    expect((confirmed.body.data as AcknowledgedView).acknowledgedAt).toBe(first.toISOString());
  });

  it('the customer’s status page does not show it', async () => {
    const order = await placeOrder(app);
    await acknowledge(admin, order.id);
    const view = await app.request<Envelope<Record<string, unknown>>>(`/api/orders/public/${order.uid}/${order.hash}`);
    expect(view.status).toBe(200);
    expect(view.body.data).not.toHaveProperty('acknowledgedAt');
    expect(view.body.data).not.toHaveProperty('printJobs');
  });
});

describe('print jobs in the staff order view (contract 4)', () => {
  it('lists each job with its device name and status, oldest first; a deleted device leaves the job without one', async () => {
    const devices: number[] = [];
    for (const [identifier, name] of [
      ['ack-theke', 'Bon Theke'],
      ['ack-kueche', 'Bon Küche'],
    ]) {
      const res = await app.request<Envelope<{ id: number }>>(
        '/api/devices',
        withSession(admin, 'POST', { branchId: 1, identifier, name, type: 'printer', isEnabled: true }),
      );
      expect(res.status).toBe(201);
      devices.push(res.body.data.id);
    }
    const order = await placeOrder(app);
    expect((await staffView(order.id)).body.data.printJobs).toEqual([]);
    expect((await app.request(`/api/orders/${order.id}/print`, withSession(admin, 'POST'))).status).toBe(201);
    await app.db.updateTable('printJobs').set({ status: 'printed' }).where('orderId', '=', order.id).execute();
    expect((await app.request(`/api/orders/${order.id}/print`, withSession(admin, 'POST'))).status).toBe(201);
    const [theke, kueche] = devices;
    const jobs = (await staffView(order.id)).body.data.printJobs;
    expect(jobs.map(({ deviceId, deviceName, status }) => [deviceId, deviceName, status])).toEqual([
      [theke, 'Bon Theke', 'printed'],
      [kueche, 'Bon Küche', 'printed'],
      [theke, 'Bon Theke', 'pending'],
      [kueche, 'Bon Küche', 'pending'],
    ]);
    expect(jobs.map((job) => job.id)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
    expect(jobs.every((job) => job.createdAt === openMonday.toISOString())).toBe(true);
    // The board's list carries them too.
    const current = await app.request<Envelope<AcknowledgedView[]>>('/api/orders/current', {
      headers: admin.headers,
    });
    expect(current.body.data.find((view) => view.id === order.id)?.printJobs).toEqual(jobs);

    expect((await app.request(`/api/devices/${kueche}`, withSession(admin, 'DELETE'))).status).toBe(204);
    const after = (await staffView(order.id)).body.data.printJobs;
    expect(after.map(({ deviceId, deviceName }) => [deviceId, deviceName])).toEqual([
      [theke, 'Bon Theke'],
      [null, null],
      [theke, 'Bon Theke'],
      [null, null],
    ]);
  });
});

describe('migration 0011', () => {
  it('orders placed before it count as acknowledged when they were placed (they never ring)', async () => {
    const before = await placeOrder(app);
    const db = app.db as unknown as Kysely<unknown>;
    await down(db);
    await up(db);
    const row = await app.db
      .selectFrom('orders')
      .select(['acknowledgedAt', 'placedAt'])
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(row.acknowledgedAt).toEqual(row.placedAt);
    expect(row.acknowledgedAt).not.toBeNull();
  });
});
