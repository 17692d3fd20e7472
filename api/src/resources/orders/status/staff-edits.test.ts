import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import type { PaymentStatusUpdate } from '../../../infrastructure/payments/payment-methods.js';
import { eventsOf, orderInState, placeOrder, type StaffOrderView } from '../staff-test-kit.js';
import { deliveryBody, dineInBody, type Envelope, type Failure, openMonday } from '../test-fixtures.js';

let app: TestApp;
let admin: TestSession;
/** What the test payment provider reports for the next status check. */
let providerSays: PaymentStatusUpdate | null = null;
const checked: number[] = [];

beforeAll(async () => {
  app = await createTestApp({
    now: () => openMonday,
    orders: {
      paymentMethods: {
        // A card terminal provider that can be asked for the state (the online providers belong to the payments tests).
        'atm-card': {
          async checkStatus(order) {
            checked.push(order.id);
            return providerSays;
          },
        },
      },
    },
  });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
});

type Answer = Envelope<StaffOrderView> & Failure;

describe('POST /api/orders/{id}/counter-appointment', () => {
  const path = (id: number) => `/api/orders/${id}/counter-appointment`;

  it('a waiting order gets the proposed time; the customer can answer it; an event is recorded', async () => {
    const order = await placeOrder(app);
    const res = await app.request<Answer>(
      path(order.id),
      withSession(admin, 'POST', { counterAppointment: '2026-11-23T15:30:00+01:00' }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.counterAppointment).toBe('2026-11-23T14:30:00.000Z');
    const view = await app.request<Envelope<{ canAnswerCounterAppointment: boolean }>>(
      `/api/orders/public/${order.uid}/${order.hash}`,
    );
    expect(view.body.data.canAnswerCounterAppointment).toBe(true);
    expect((await eventsOf(app, order.id)).map((event) => event.type)).toEqual(['order.created', 'order.changed']);
  });

  it('a time outside the opening hours is 422 with the §5 message on the field', async () => {
    const order = await placeOrder(app);
    const res = await app.request<Answer>(
      path(order.id),
      withSession(admin, 'POST', { counterAppointment: '2026-11-23T21:00:00+01:00' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'counterAppointment', message: messages.hours.appointmentClosed }),
    ]);
  });

  it('a malformed time is 422', async () => {
    const order = await placeOrder(app);
    const res = await app.request<Answer>(path(order.id), withSession(admin, 'POST', { counterAppointment: 'morgen' }));
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toMatchObject({
      field: 'counterAppointment',
      message: messages.validation.invalidDateTime,
    });
  });

  it('an order no longer waiting is 409 with "Bestellstatus konnte nicht geändert werden."', async () => {
    const order = await orderInState(app, admin, 'confirmed');
    const res = await app.request<Answer>(
      path(order.id),
      withSession(admin, 'POST', { counterAppointment: '2026-11-23T15:30:00+01:00' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(messages.orders.statusChangeFailed);
  });
});

describe('PUT /api/orders/{id}/items/{index}', () => {
  const path = (id: number, index: number) => `/api/orders/${id}/items/${index}`;

  it('replaces the line, prices it from the catalog and recomputes the totals', async () => {
    const order = await placeOrder(app);
    const res = await app.request<Answer>(
      path(order.id, 0),
      withSession(admin, 'PUT', { product: 8, amount: '4', unit: 'Stk.', parts: [], price: '0.01' }),
    );
    expect(res.status).toBe(200);
    const { items, pricing } = res.body.data;
    expect(items.map((item) => [item.index, item.name, item.amount, item.price, item.gross])).toEqual([
      [0, 'Kaisersemmel', '4', '0.65', '2.60'],
      [1, 'Morgenrot-Bauernbrot', '1', '5.90', '5.90'],
    ]);
    // 8.50 gross at 10 %: net 8.50 / 1.1 = 7.7273, tax 0.7727
    expect(pricing).toMatchObject({
      gross: '8.50',
      deliveryGross: '0.00',
      totalGross: '8.50',
      net: '7.7273',
      tax: '0.7727',
    });
    const row = await app.db.selectFrom('orders').select(['totalGross']).where('id', '=', order.id).executeTakeFirst();
    expect(row?.totalGross).toMatch(/^8\.50*$/);
    expect((await eventsOf(app, order.id)).at(-1)?.type).toBe('order.changed');
  });

  it('a delivery order crossing the free-delivery value loses its delivery fee', async () => {
    const order = await placeOrder(
      app,
      deliveryBody({ items: [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }] }),
    );
    const res = await app.request<Answer>(
      path(order.id, 0),
      withSession(admin, 'PUT', { product: 1, amount: '6', unit: 'Stk.', parts: [] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.pricing).toMatchObject({ gross: '35.40', deliveryGross: '0.00', totalGross: '35.40' });
  });

  it('the product’s dine-in tax applies to the edited line of a dine-in order', async () => {
    const order = await placeOrder(app, dineInBody());
    await app.db.updateTable('products').set({ dineInTax: '20.00' }).where('id', '=', 14).execute();
    try {
      const res = await app.request<Answer>(
        path(order.id, 0),
        withSession(admin, 'PUT', { product: 14, amount: '3', unit: 'Stk.', parts: [] }),
      );
      expect(res.status).toBe(200);
      // 3 × 1.60 = 4.80 gross at 20 %: net 4, tax 0.8 (decimals without trailing zeros)
      expect(res.body.data.items.map((item) => [item.gross, item.taxRate])).toEqual([['4.80', '20']]);
      expect(res.body.data.pricing).toMatchObject({ gross: '4.80', totalGross: '4.80', net: '4', tax: '0.8' });
    } finally {
      await app.db.updateTable('products').set({ dineInTax: '10.00' }).where('id', '=', 14).execute();
    }
  });

  it('an unknown index is 404, an unknown product 422 with the German message, a bad amount 422', async () => {
    const order = await placeOrder(app);
    const missing = await app.request(
      path(order.id, 5),
      withSession(admin, 'PUT', { product: 8, amount: '1', unit: 'Stk.', parts: [] }),
    );
    expect(missing.status).toBe(404);
    const unknown = await app.request<Failure>(
      path(order.id, 0),
      withSession(admin, 'PUT', { product: 99999, amount: '1', unit: 'Stk.', parts: [] }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'product', message: messages.placement.productUnavailable });
    const zero = await app.request<Failure>(
      path(order.id, 0),
      withSession(admin, 'PUT', { product: 8, amount: '0', unit: 'Stk.', parts: [] }),
    );
    expect(zero.status).toBe(422);
    const after = await app.db
      .selectFrom('orderItems')
      .select('amount')
      .where('orderId', '=', order.id)
      .orderBy('position')
      .execute();
    expect(after.map((item) => Number(item.amount))).toEqual([2, 1]);
  });

  it('a completed order cannot be edited: 409', async () => {
    const order = await orderInState(app, admin, 'completed');
    const res = await app.request<Failure>(
      path(order.id, 0),
      withSession(admin, 'PUT', { product: 8, amount: '3', unit: 'Stk.', parts: [] }),
    );
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(messages.orders.statusChangeFailed);
  });
});

describe('POST /api/orders/{id}/print', () => {
  it('without a printer at the branch: 409 "Beleg konnte nicht gedruckt werden."', async () => {
    const order = await placeOrder(app, dineInBody());
    const res = await app.request<Failure>(`/api/orders/${order.id}/print`, withSession(admin, 'POST'));
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(messages.errors.printFailed);
  });

  it('queues one job per enabled printer of the order’s branch, none for other branches or devices', async () => {
    const devices = await app.db
      .insertInto('devices')
      .values([
        { branchId: 1, identifier: 'drucker-theke', name: 'Drucker Theke', type: 'printer', isEnabled: true },
        { branchId: 1, identifier: 'drucker-kueche', name: 'Drucker Küche', type: 'printer', isEnabled: true },
        { branchId: 1, identifier: 'drucker-alt', name: 'Drucker alt', type: 'printer', isEnabled: false },
        { branchId: 1, identifier: 'kassa-wien', name: 'Kassa', type: 'desk', isEnabled: true },
        { branchId: 3, identifier: 'drucker-linz', name: 'Drucker Linz', type: 'printer', isEnabled: true },
      ])
      .returning(['id', 'identifier'])
      .execute();
    const order = await placeOrder(app);
    const res = await app.request<Envelope<{ id: number; deviceId: number; status: string }[]>>(
      `/api/orders/${order.id}/print`,
      withSession(admin, 'POST'),
    );
    expect(res.status).toBe(201);
    const expected = devices.filter((d) => d.identifier === 'drucker-theke' || d.identifier === 'drucker-kueche');
    expect(res.body.data.map((job) => job.deviceId).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(res.body.data.every((job) => job.status === 'pending')).toBe(true);
    const jobs = await app.db.selectFrom('printJobs').selectAll().where('orderId', '=', order.id).execute();
    expect(jobs).toHaveLength(2);
    expect(jobs.every((job) => job.branchId === 1)).toBe(true);
  });
});

describe('POST /api/orders/{id}/update-payment-status', () => {
  const path = (id: number) => `/api/orders/${id}/update-payment-status`;

  it('asks the provider; when it reports paid, the order is paid and an order.paid event is recorded', async () => {
    const order = await placeOrder(app, {
      ...deliveryBody({ items: [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }] }),
      paymentMethod: 'atm-card',
    });
    providerSays = null;
    const unchanged = await app.request<Answer>(path(order.id), withSession(admin, 'POST'));
    expect(unchanged.status).toBe(200);
    expect(unchanged.body.data.isPaid).toBe(false);
    // Nothing changed, but a member of staff acted on the order: it is acknowledged (issue 12).
    expect((await eventsOf(app, order.id)).map((event) => event.type)).toEqual(['order.created', 'order.acknowledged']);
    providerSays = { isPaid: true };
    const paid = await app.request<Answer>(path(order.id), withSession(admin, 'POST'));
    expect(paid.status).toBe(200);
    expect(paid.body.data.isPaid).toBe(true);
    expect(checked.filter((id) => id === order.id)).toHaveLength(2);
    const events = await eventsOf(app, order.id);
    expect(events.map((event) => event.type)).toEqual(['order.created', 'order.acknowledged', 'order.paid']);
    expect(events.at(-1)?.payload).toMatchObject({ isPaid: true });
  });

  it('a cash order has no provider: 200, nothing changes', async () => {
    const order = await placeOrder(app);
    const res = await app.request<Answer>(path(order.id), withSession(admin, 'POST'));
    expect(res.status).toBe(200);
    expect(res.body.data.isPaid).toBe(false);
    expect(checked).not.toContain(order.id);
  });
});
