import { formatCurrency, orderLimitsMessages, parseDecimal } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { demoAdmin, signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../test-fixtures.js';

// Issue 16 point 3: prices in whole cents (§9), no sub-cent or zero online payments, a maximum order value.
let app: TestApp;
let admin: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday, config: { payments: { provider: 'test', secret: null } } });
  // Wien takes online payments here; three products get prices that do not end in whole cents.
  await app.db.updateTable('branches').set({ isOnlinePaymentEnabled: true }).where('id', '=', 1).execute();
  await app.db.updateTable('products').set({ price: '0.0007' }).where('id', '=', 9).execute();
  await app.db.updateTable('products').set({ price: '0.0016' }).where('id', '=', 8).execute();
  await app.db.updateTable('products').set({ price: '0.333' }).where('id', '=', 2).execute();
  admin = await signInAs(app, demoAdmin);
});
afterAll(async () => {
  await app.close();
});

const line = (product: number, amount: string) => ({ product, amount, unit: 'Stk.', parts: [] });

function place(body: unknown) {
  return app.request<Envelope<Placed> & Failure>('/api/orders', post(body));
}

async function orderCount(): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function refusal(body: unknown) {
  const before = await orderCount();
  const res = await place(body);
  expect(res.status).toBe(422);
  expect(await orderCount()).toBe(before);
  return res.body.errors.map(({ field, message }) => ({ field, message }));
}

function saveConfig(body: unknown) {
  return app.request<Envelope<Record<string, unknown>> & Failure>('/api/config', withSession(admin, 'POST', body));
}

describe('POST /api/orders: amounts in whole cents', () => {
  it('a line priced above zero that rounds to 0,00 € (1 × 0,0007 €) is refused on its amount; nothing is saved', async () => {
    expect(await refusal(takeawayBody({ items: [line(9, '1')] }))).toEqual([
      { field: 'items.0.amount', message: orderLimitsMessages.amountTooSmallForPrice },
    ]);
  });

  it('an online order of 0,0016 € is refused (the line rounds to 0,00 € and online payment needs a cent)', async () => {
    expect(await refusal(takeawayBody({ paymentMethod: 'online', items: [line(8, '1')] }))).toEqual([
      { field: 'items.0.amount', message: orderLimitsMessages.amountTooSmallForPrice },
      { field: 'paymentMethod', message: orderLimitsMessages.onlinePaymentNeedsAmount },
    ]);
  });

  it('each line is rounded once to cents: 3 × 0,333 € is 1,00 €, and the stored totals are whole cents', async () => {
    const res = await place(takeawayBody({ items: [line(2, '3'), line(8, '4')] }));
    expect(res.status).toBe(201);
    const order = await app.db
      .selectFrom('orders')
      .selectAll()
      .where('uid', '=', res.body.data.uid)
      .executeTakeFirstOrThrow();
    const items = await app.db
      .selectFrom('orderItems')
      .select('gross')
      .where('orderId', '=', order.id)
      .orderBy('position')
      .execute();
    // 0.999 → 1.00 and 4 × 0.0016 = 0.0064 → 0.01
    expect(items.map((item) => parseDecimal(item.gross))).toEqual([parseDecimal('1.00'), parseDecimal('0.01')]);
    expect(parseDecimal(order.totalGross)).toBe(parseDecimal('1.01'));
    expect(parseDecimal(order.net) + parseDecimal(order.tax)).toBe(parseDecimal('1.01'));
  });
});

describe('POST /api/orders: the maximum order value (config maxOrderValue, default 2.000,00 €)', () => {
  it('refuses a total above 2.000,00 € by default with a German message; 1.994,20 € is accepted', async () => {
    const message = orderLimitsMessages.maxOrderValueExceeded({ amount: formatCurrency(parseDecimal('2000')) });
    expect(message).toContain('2.000,00');
    // 340 × 5,90 € = 2.006,00 €
    expect(await refusal(takeawayBody({ items: [line(1, '340')] }))).toEqual([{ field: 'items', message }]);
    expect((await place(takeawayBody({ items: [line(1, '338')] }))).status).toBe(201);
  });

  it('an admin sets the maximum in the config; invalid values are refused with a German field error and not saved', async () => {
    for (const value of ['0', '0.00', '-5', '1.234', 'abc', 12]) {
      const res = await saveConfig({ maxOrderValue: value });
      expect(res.status).toBe(422);
      expect(res.body.errors[0]?.field).toBe('maxOrderValue');
      expect(res.body.errors[0]?.message).toMatch(/Betrag|Wert/);
    }
    const saved = await saveConfig({ maxOrderValue: '10.00' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.maxOrderValue).toBe('10.00');
    // 2 × 5,90 € = 11,80 € is above 10,00 €; 5,90 € is not.
    expect(await refusal(takeawayBody({ items: [line(1, '2')] }))).toEqual([
      { field: 'items', message: orderLimitsMessages.maxOrderValueExceeded({ amount: '10,00\u00a0€' }) },
    ]);
    expect((await place(takeawayBody({ items: [line(1, '1')] }))).status).toBe(201);
    // Cleared: the default again.
    expect((await saveConfig({ maxOrderValue: null })).status).toBe(200);
    expect((await place(takeawayBody({ items: [line(1, '2')] }))).status).toBe(201);
  });
});
