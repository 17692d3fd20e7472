import { orderOrigins } from '@bestell/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../test/helpers.js';
import { linkPendingOrders } from '../../resources/customers/link-orders.js';
import { findBucket } from '../../resources/statistics/buckets.js';
import { rawBucket } from '../../resources/statistics/raw-reference-test-kit.js';
import { demoHistoryOptions, seedOrderHistory } from './order-history.js';

vi.setConfig({ testTimeout: 120_000 });

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase('seeded');
});
afterAll(() => database.close());

describe('demo order history (issue 26)', () => {
  it('six months up to yesterday in one statement: every origin, some cancelled and rejected, rollups right', async () => {
    const now = new Date('2026-11-27T10:00:00Z');
    const options = demoHistoryOptions(now);
    expect(options).toMatchObject({ lastDay: '2026-11-26', days: 182 });
    const started = performance.now();
    const written = await seedOrderHistory(database.db, options);
    const seconds = (performance.now() - started) / 1000;
    console.info(`demo history: ${written.orders} orders, ${written.items} items in ${seconds.toFixed(1)} s`);
    expect(written.orders).toBeGreaterThan(5_000);
    expect(written.items).toBeGreaterThan(written.orders);

    const { rows } = await sql<{
      first: string;
      last: string;
      origins: string[];
      canceled: number;
      rejected: number;
      unacknowledged: number;
      open: number;
      customers: number;
      duplicateTickets: number;
    }>`select min(business_date)::text as first, max(business_date)::text as last,
        array_agg(distinct origin order by origin) as origins,
        count(*) filter (where is_canceled)::integer as canceled, count(*) filter (where is_rejected)::integer as rejected,
        count(*) filter (where acknowledged_at is null)::integer as unacknowledged,
        count(*) filter (where not (is_completed or is_canceled or is_rejected))::integer as open,
        count(distinct email)::integer as customers,
        (select count(*) from (select 1 from orders group by branch_id, business_date, ticket_number
          having count(*) > 1) d)::integer as "duplicateTickets"
      from orders`.execute(database.db);
    const summary = rows[0];
    expect(summary).toMatchObject({
      first: '2026-05-29',
      last: '2026-11-26',
      unacknowledged: 0,
      open: 0,
      duplicateTickets: 0,
    });
    expect(summary?.origins).toEqual([...orderOrigins].sort());
    expect(summary?.canceled).toBeGreaterThan(0);
    expect(summary?.rejected).toBeGreaterThan(0);
    expect(summary?.customers).toBeGreaterThan(100);

    // Saturdays are busier than Sundays; the rollups the triggers kept equal the raw rows.
    const request = { from: '2026-05-29', to: '2026-11-26', branchIds: 'all' as const };
    const grid = await findBucket('order-times')?.compute(database.db, request);
    const weekday = (day: number) =>
      (grid?.rows ?? []).filter((r) => r.key.startsWith(`${day}-`)).reduce((sum, r) => sum + r.value, 0);
    expect(weekday(6)).toBeGreaterThan(weekday(7));
    for (const name of ['revenue', 'popular-items', 'order-origins'] as const) {
      expect(await findBucket(name)?.compute(database.db, request)).toEqual(
        await rawBucket(database.db, name, request),
      );
    }
  });

  it("the history's customers are created and linked with the orders: the first customer read has nothing left to do", async () => {
    const started = performance.now();
    const linked = await linkPendingOrders(database.db, new Date('2026-11-27T10:00:00Z'));
    console.info(`customers: ${linked} orders linked in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const { rows } = await sql<{ customers: number; unlinked: number }>`select
        (select count(*) from customers)::integer as customers,
        (select count(*) from orders where customer_id is null)::integer as unlinked`.execute(database.db);
    expect(linked).toBe(0);
    expect(rows[0]?.unlinked).toBe(0);
    expect(rows[0]?.customers).toBeGreaterThan(300);
  });

  it('a bulk load (triggers off, then a rebuild) gives the same rollups as the triggers', async () => {
    const bulk = await openTestDatabase('seeded');
    try {
      const started = performance.now();
      const written = await seedOrderHistory(bulk.db, { ...demoHistoryOptions(new Date()), bulk: true });
      console.info(`bulk: ${written.orders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const request = { from: '2025-01-01', to: '2027-12-31', branchIds: 'all' as const };
      for (const name of ['orders', 'revenue', 'items', 'order-times'] as const) {
        expect(await findBucket(name)?.compute(bulk.db, request)).toEqual(await rawBucket(bulk.db, name, request));
      }
      const { rows } = await sql<{ enabled: number }>`select count(*)::integer as enabled from pg_trigger
        where tgname in ('orders_rollup_insert', 'order_items_rollup_insert') and tgenabled = 'O'`.execute(bulk.db);
      expect(rows[0]?.enabled).toBe(2);
    } finally {
      await bulk.close();
    }
  });
});
