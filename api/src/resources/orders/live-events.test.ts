import { messages } from '@bestell/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { openEventStream, type SseStream } from '../../infrastructure/events/test-sse.js';
import type { PaymentStatusUpdate } from '../../infrastructure/payments/payment-methods.js';
import { placeOrder, postAction } from './staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday, takeawayBody } from './test-fixtures.js';

let app: TestApp;
let admin: TestSession;
let employee: TestSession;
let wienKey = '';
let grazKey = '';
let providerSays: PaymentStatusUpdate | null = null;
const streams: SseStream[] = [];

async function keyFor(branchId: number) {
  const res = await app.request<Envelope<{ key: string }>>(
    '/api/branch-keys',
    withSession(admin, 'POST', { branchId, name: `Live ${branchId}` }),
  );
  return res.body.data.key;
}

async function open(headers: Record<string, string>, query = '') {
  const stream = await openEventStream(`${app.url}/api/orders/events${query}`, headers);
  streams.push(stream);
  return stream;
}

beforeAll(async () => {
  app = await createTestApp({
    now: () => openMonday,
    orders: { paymentMethods: { 'atm-card': { checkStatus: async () => providerSays } } },
  });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  wienKey = await keyFor(1);
  grazKey = await keyFor(2);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/orders/events (Server-Sent Events)', () => {
  it('a staff session receives created, changed and paid for its branch, in order, and nothing of other branches', async () => {
    const stream = await open({ Cookie: employee.cookie });
    expect(stream.status).toBe(200);
    await placeOrder(app, dineInBody());
    const wien = await placeOrder(app, takeawayBody({ paymentMethod: 'atm-card' }));
    expect((await postAction(app, admin, wien.id, 'confirm')).status).toBe(200);
    providerSays = { isPaid: true };
    const paid = await app.request(`/api/orders/${wien.id}/update-payment-status`, withSession(admin, 'POST'));
    expect(paid.status).toBe(200);
    const events = await stream.waitFor(3);
    expect(events.map((event) => [event.event, event.data.orderId, event.data.branchId])).toEqual([
      ['order.created', wien.id, 1],
      ['order.changed', wien.id, 1],
      ['order.paid', wien.id, 1],
    ]);
    expect(events[1]?.data.order).toMatchObject({ id: wien.id, state: 'confirmed', ticketNumber: wien.ticketNumber });
    expect(events[2]?.data.order).toMatchObject({ isPaid: true });
    expect(events.map((event) => event.id)).toEqual(events.map((event) => event.data.id));
    // No customer data travels in the events.
    expect(JSON.stringify(events)).not.toContain('Huber');
    expect(await stream.settle(300)).toHaveLength(3);
  });

  it('a branch API key receives its branch only; another branch’s key sees nothing of it', async () => {
    const graz = await open({ 'X-Api-Key': grazKey });
    const wien = await open({ Authorization: `Bearer ${wienKey}` });
    const placed = await placeOrder(app, dineInBody());
    const [event] = await graz.waitFor(1);
    expect(event).toMatchObject({ event: 'order.created', data: { orderId: placed.id, branchId: 2 } });
    expect(await wien.settle(400)).toEqual([]);
    await placeOrder(app);
    await wien.waitFor(1);
    expect(await graz.settle(200)).toHaveLength(1);
  });

  it('an admin may narrow the stream to one branch with ?branch=', async () => {
    const stream = await open({ Cookie: admin.cookie }, '?branch=2');
    await placeOrder(app);
    const graz = await placeOrder(app, dineInBody());
    const [event] = await stream.waitFor(1);
    expect(event?.data.orderId).toBe(graz.id);
    expect(await stream.settle(200)).toHaveLength(1);
  });

  it('reconnecting with Last-Event-ID replays exactly what was missed, in order', async () => {
    const first = await open({ Cookie: admin.cookie });
    const seen = await placeOrder(app);
    const [last] = await first.waitFor(1);
    expect(last?.data.orderId).toBe(seen.id);
    first.close();

    const missedA = await placeOrder(app);
    const missedB = await placeOrder(app, dineInBody());
    await postAction(app, admin, missedA.id, 'confirm');

    const resumed = await open({ Cookie: admin.cookie, 'Last-Event-ID': last?.id ?? '' });
    const replayed = await resumed.waitFor(3);
    expect(replayed.map((event) => [event.event, event.data.orderId])).toEqual([
      ['order.created', missedA.id],
      ['order.created', missedB.id],
      ['order.changed', missedA.id],
    ]);
    // The replay is filtered by branch too, and the query form works for EventSource clients.
    const wienOnly = await open({ 'X-Api-Key': wienKey }, `?lastEventId=${last?.id}`);
    const wienReplay = await wienOnly.waitFor(2);
    expect(wienReplay.map((event) => event.data.orderId)).toEqual([missedA.id, missedA.id]);
    // Live events continue after the replay.
    const live = await placeOrder(app);
    expect((await resumed.waitFor(4))[3]?.data.orderId).toBe(live.id);
  });

  it('without Last-Event-ID only new events arrive', async () => {
    await placeOrder(app);
    const stream = await open({ Cookie: admin.cookie });
    expect(await stream.settle(300)).toEqual([]);
  });

  it('anonymous is 401, an employee asking for another branch 403', async () => {
    const anonymous = await app.request<Failure>('/api/orders/events');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0]?.message).toBe(messages.auth.loginRequired);
    const other = await app.request<Failure>('/api/orders/events?branch=2', { headers: { Cookie: employee.cookie } });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.message).toBe(messages.auth.accessDenied);
  });
});
