import { randomUUID } from 'node:crypto';
import { orderLimitsMessages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import {
  dineInBody,
  type Envelope,
  type Failure,
  openMonday,
  type Placed,
  post,
  takeawayBody,
} from '../test-fixtures.js';

// Limits: 2 orders per client and 4 per branch per minute; the client address comes from X-Forwarded-For.
let app: TestApp;
let clock = openMonday;

beforeAll(async () => {
  app = await createTestApp({
    now: () => clock,
    config: {
      trustProxyHops: 1,
      orderLimits: { perClientPerMinute: 2, perBranchPerMinute: 4, newMailAddressesPerHour: 0 },
    },
  });
});
afterAll(async () => {
  await app.close();
});

/** A fresh minute window for each test (windows are aligned to whole minutes). */
function atMinute(minute: number, second = 0) {
  clock = new Date(openMonday.getTime() + minute * 60_000 + second * 1000);
}

function place(body: unknown, client: string, headers: Record<string, string> = {}) {
  return app.request<Envelope<Placed> & Failure>('/api/orders', post(body, { 'X-Forwarded-For': client, ...headers }));
}

async function orderCount(): Promise<number> {
  const row = await app.db
    .selectFrom('orders')
    .select(({ fn }) => fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('POST /api/orders: rate limits per client and per branch (RATE_LIMIT_ORDERS, RATE_LIMIT_ORDERS_PER_BRANCH)', () => {
  it('the third order of a client within the minute is a 429 with Retry-After and a German message; nothing is saved; another client still orders', async () => {
    atMinute(1, 15);
    expect((await place(takeawayBody(), '203.0.113.1')).status).toBe(201);
    expect((await place(takeawayBody(), '203.0.113.1')).status).toBe(201);
    const before = await orderCount();
    const refused = await place(takeawayBody(), '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.body.errors).toEqual([
      { message: orderLimitsMessages.tooManyOrders({ seconds: 45 }), code: 'too_many_orders' },
    ]);
    expect(await orderCount()).toBe(before);
    expect((await place(takeawayBody(), '203.0.113.2')).status).toBe(201);
    // The next minute the client orders again.
    atMinute(2);
    expect((await place(takeawayBody(), '203.0.113.1')).status).toBe(201);
  });

  it('a retry with the same Idempotency-Key is never counted and is answered even over the limit', async () => {
    atMinute(3);
    const key = randomUUID();
    const first = await place(takeawayBody(), '203.0.113.3', { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    for (let i = 0; i < 3; i++) {
      const retry = await place(takeawayBody(), '203.0.113.3', { 'Idempotency-Key': key });
      expect(retry.status).toBe(201);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body.data.uid).toBe(first.body.data.uid);
    }
    // The retries left the client's second order of the minute free.
    expect((await place(takeawayBody(), '203.0.113.3')).status).toBe(201);
    expect((await place(takeawayBody(), '203.0.113.3')).status).toBe(429);
    // Over the limit, the retry of the first order still gets its stored answer, without Retry-After.
    const late = await place(takeawayBody(), '203.0.113.3', { 'Idempotency-Key': key });
    expect(late.status).toBe(201);
    expect(late.body.data.uid).toBe(first.body.data.uid);
    expect(late.headers.get('retry-after')).toBeNull();
  });

  it('refused placements (422) do not count: a customer correcting the form is never limited', async () => {
    atMinute(4);
    for (let i = 0; i < 4; i++) {
      expect((await place(takeawayBody({ items: [] }), '203.0.113.4')).status).toBe(422);
    }
    expect((await place(takeawayBody(), '203.0.113.4')).status).toBe(201);
  });

  it('a branch takes at most its limit per minute over all clients; another branch is not affected', async () => {
    atMinute(5);
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4']) {
      expect((await place(takeawayBody(), client)).status).toBe(201);
    }
    const before = await orderCount();
    const refused = await place(takeawayBody(), '198.51.100.5');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0]?.code).toBe('branch_busy');
    expect(refused.body.errors[0]?.message).toBe(orderLimitsMessages.branchBusy({ seconds: 60 }));
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await orderCount()).toBe(before);
    expect((await place(dineInBody(), '198.51.100.5')).status).toBe(201);
  });
});
