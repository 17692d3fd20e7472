import { messages, orderOrigins, statisticsTopLimit } from '@bestell/domain';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BucketGroup, BucketResult, StatisticsRequest, StatisticsRow } from './bucket.js';
import { centsOf, everyDay, everyWeekdayHour, sumRows } from './series.js';

/** The rollup rows of the request's days and branches (`alias` the rollup table's alias). */
function inRange(request: StatisticsRequest, alias: string): RawBuilder<boolean> {
  const days = sql<boolean>`${sql.ref(`${alias}.day`)} between ${request.from}::date and ${request.to}::date`;
  if (request.branchIds === 'all') return days;
  return sql<boolean>`${days} and ${sql.ref(`${alias}.branch_id`)} = any(${request.branchIds}::integer[])`;
}

/** A numeric sum as the answer's money: a decimal string with 2 decimals (numeric in SQL, never a float). */
const money = (expression: RawBuilder<unknown>) => sql<string>`round(coalesce(${expression}, 0), 2)::text`;

interface KeyedSum {
  key: string;
  label: string | null;
  value: number;
  amount: string;
}

function toRow({ key, label, value, amount }: KeyedSum, withAmount: boolean): StatisticsRow {
  return { key, ...(label === null ? {} : { label }), value, ...(withAmount ? { amount } : {}) };
}

/** Per local day: `value` and `amount` expressions over order_day_rollups `r`, every day of the range present. */
async function dailySeries(
  db: Kysely<DB>,
  request: StatisticsRequest,
  value: RawBuilder<unknown>,
  amount: RawBuilder<unknown> | null,
): Promise<BucketResult> {
  const { rows } = await sql<KeyedSum>`
    select to_char(r.day, 'YYYY-MM-DD') as key, null as label, coalesce(${value}, 0)::integer as value,
      ${money(amount ?? sql`0`)} as amount
    from order_day_rollups r where ${inRange(request, 'r')}
    group by r.day`.execute(db);
  const byDay = new Map(rows.map((row) => [row.key, row]));
  const series = everyDay(request.from, request.to).map((day) =>
    toRow(byDay.get(day) ?? { key: day, label: null, value: 0, amount: '0.00' }, amount !== null),
  );
  return { rows: series, total: sumRows(series, amount !== null) };
}

/** Weekday × hour of placement (local), all 168 cells: every placed order, and the revenue of the counted ones. */
async function orderTimes(db: Kysely<DB>, request: StatisticsRequest): Promise<BucketResult> {
  // Grouped by two integers (the key text is made here, not per rollup row).
  const { rows } = await sql<{ weekday: number; hour: number; value: number; amount: string }>`
    select extract(isodow from r.day)::integer as weekday, r.hour::integer as hour,
      sum(r.orders + r.canceled)::integer as value, ${money(sql`sum(r.revenue)`)} as amount
    from order_hour_rollups r where ${inRange(request, 'r')}
    group by 1, 2`.execute(db);
  const byCell = new Map(
    rows.map((row) => {
      const key = `${row.weekday}-${String(row.hour).padStart(2, '0')}`;
      return [key, { key, label: null, value: row.value, amount: row.amount }];
    }),
  );
  const grid = everyWeekdayHour().map((key) =>
    toRow(byCell.get(key) ?? { key, label: null, value: 0, amount: '0.00' }, true),
  );
  return { rows: grid, total: sumRows(grid, true) };
}

/** Per origin (all five, largest first by `order`): `value` and `amount` over order_day_rollups `r`. */
async function origins(
  db: Kysely<DB>,
  request: StatisticsRequest,
  value: RawBuilder<unknown>,
  amount: RawBuilder<unknown> | null,
  order: 'value' | 'amount',
): Promise<BucketResult> {
  const { rows } = await sql<KeyedSum>`
    select r.origin as key, null as label, coalesce(${value}, 0)::integer as value, ${money(amount ?? sql`0`)} as amount
    from order_day_rollups r where ${inRange(request, 'r')}
    group by r.origin`.execute(db);
  const byOrigin = new Map(rows.map((row) => [row.key, row]));
  const shares = orderOrigins
    .map((origin) => ({
      key: origin,
      label: messages.statistics.origins[origin],
      value: byOrigin.get(origin)?.value ?? 0,
      amount: byOrigin.get(origin)?.amount ?? '0.00',
    }))
    .sort((a, b) => compareDescending(a, b, order) || orderOrigins.indexOf(a.key) - orderOrigins.indexOf(b.key))
    .map((row) => toRow(row, amount !== null));
  return { rows: shares, total: sumRows(shares, amount !== null) };
}

function compareDescending(a: KeyedSum, b: KeyedSum, order: 'value' | 'amount'): number {
  if (order === 'value') return b.value - a.value;
  const difference = centsOf(b.amount) - centsOf(a.amount);
  return difference > 0n ? 1 : difference < 0n ? -1 : 0;
}

/**
 * The products with the most item lines in counted orders (then by gross), at most 20; total over all products. The
 * label is the product's current name (a deleted product: the name it was last sold under in the range).
 */
async function popularItems(db: Kysely<DB>, request: StatisticsRequest): Promise<BucketResult> {
  const { rows } = await sql<KeyedSum & { totalValue: number; totalAmount: string }>`
    with sold as (
      select r.product_uid as key, sum(r.lines)::integer as value, sum(r.gross) as gross
      from order_product_rollups r where ${inRange(request, 'r')}
      group by r.product_uid
      having sum(r.lines) <> 0
    ),
    top as (
      select s.*, sum(s.value) over () as total_value, sum(s.gross) over () as total_gross
      from sold s order by s.value desc, s.gross desc, s.key limit ${statisticsTopLimit}
    )
    select t.key, coalesce(p.name, (
        select r.name from order_product_rollups r where r.product_uid = t.key and ${inRange(request, 'r')}
        order by r.day desc limit 1
      )) as label,
      t.value, ${money(sql`t.gross`)} as amount, t.total_value::integer as total_value,
      ${money(sql`t.total_gross`)} as total_amount
    from top t left join products p on p.uid = t.key
    order by t.value desc, t.gross desc, t.key`.execute(db);
  const first = rows[0];
  return {
    rows: rows.map((row) => toRow(row, true)),
    total: first ? { value: first.totalValue, amount: first.totalAmount } : { value: 0, amount: '0.00' },
  };
}

/**
 * The order buckets (issue 26). An order counts unless cancelled, rejected or failed:
 * - orders: every placed order per day (counted + cancelled);
 * - revenue: counted orders per day and their total gross;
 * - canceled-orders: cancelled, rejected or failed orders per day and their total gross;
 * - items: item lines of counted orders per day and their gross;
 * - popular-items: products by item lines of counted orders (gross as amount), top 20;
 * - order-times: every placed order per local weekday × hour (revenue of the counted ones as amount);
 * - order-origins: every placed order per origin; revenue-origins: counted orders and revenue per origin.
 */
export const orderBuckets: BucketGroup = {
  orders: {
    kind: 'days',
    description: 'value: orders placed that day (cancelled ones included).',
    compute: (db, request) => dailySeries(db, request, sql`sum(r.orders + r.canceled)`, null),
  },
  revenue: {
    kind: 'days',
    description: 'value: orders that count (not cancelled, rejected or failed); amount: their total gross.',
    compute: (db, request) => dailySeries(db, request, sql`sum(r.orders)`, sql`sum(r.revenue)`),
  },
  'canceled-orders': {
    kind: 'days',
    description: 'value: cancelled, rejected or failed orders; amount: their total gross.',
    compute: (db, request) => dailySeries(db, request, sql`sum(r.canceled)`, sql`sum(r.canceled_amount)`),
  },
  items: {
    kind: 'days',
    description: 'value: item lines of the orders that count; amount: their gross.',
    compute: (db, request) => dailySeries(db, request, sql`sum(r.item_lines)`, sql`sum(r.item_gross)`),
  },
  'popular-items': {
    kind: 'top',
    description: 'key: product uid, label: its name; value: item lines of the orders that count; amount: their gross.',
    compute: popularItems,
  },
  'order-times': {
    kind: 'grid',
    description: 'value: orders placed in that local weekday and hour; amount: the revenue of those that count.',
    compute: orderTimes,
  },
  'order-origins': {
    kind: 'shares',
    description: 'key: origin, label: its German name; value: orders placed from there.',
    compute: (db, request) => origins(db, request, sql`sum(r.orders + r.canceled)`, null, 'value'),
  },
  'revenue-origins': {
    kind: 'shares',
    description: 'key: origin, label: its German name; value: orders that count; amount: their total gross.',
    compute: (db, request) => origins(db, request, sql`sum(r.orders)`, sql`sum(r.revenue)`, 'amount'),
  },
};
