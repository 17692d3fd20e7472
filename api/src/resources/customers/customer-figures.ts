import { sumAmounts } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Trx } from '../../infrastructure/crud/types.js';

export interface CustomerTotals {
  orderCount: number;
  /** Orders that count (not canceled, rejected or failed: the domain's countsForRevenue). */
  countedOrders: number;
  /** Sum of the counting orders' total gross, a 2-decimal string. */
  revenue: string;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
}

/** The figures of a customer's orders, summed by PostgreSQL as numeric (exact) and printed by the domain. */
export async function customerTotals(db: Db | Trx, customerId: number): Promise<CustomerTotals> {
  const counts = sql<boolean>`not is_canceled and not is_rejected and not is_failed`;
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<string>().as('orderCount'),
      sql<string>`count(*) filter (where ${counts})`.as('countedOrders'),
      sql<string | null>`sum(total_gross) filter (where ${counts})`.as('revenue'),
      eb.fn.min('placedAt').as('firstOrderAt'),
      eb.fn.max('placedAt').as('lastOrderAt'),
    ])
    .where('customerId', '=', customerId)
    .executeTakeFirstOrThrow();
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : value ? String(value) : null);
  return {
    orderCount: Number(row.orderCount),
    countedOrders: Number(row.countedOrders),
    revenue: sumAmounts([row.revenue ?? '0']),
    firstOrderAt: iso(row.firstOrderAt),
    lastOrderAt: iso(row.lastOrderAt),
  };
}
