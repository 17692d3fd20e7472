import { messages, orderOrigins, type StatisticsBucketName, statisticsTopLimit } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BucketResult, StatisticsRequest, StatisticsRow } from './bucket.js';
import { amountOf, everyDay, everyWeekdayHour, sumRows } from './series.js';

/**
 * The order buckets computed the plain way, for the property test: every raw order and item row of the range read
 * with its local day, weekday and hour (PostgreSQL's time-zone conversion), then counted and summed here in integer
 * ten-thousandths — no rollup table involved.
 */
interface RawOrder {
  id: number;
  day: string;
  weekday: number;
  hour: number;
  origin: string;
  counts: boolean;
  total: string;
}
interface RawItem {
  day: string;
  origin: string;
  productUid: string;
  name: string;
  gross: string;
}

/** "12.3456" → 123456n (ten-thousandths). */
function units(value: string): bigint {
  const negative = value.startsWith('-');
  const [whole = '0', fraction = ''] = value.replace('-', '').split('.');
  const result = BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0').slice(0, 4));
  return negative ? -result : result;
}

/** Ten-thousandths rounded half away from zero to cents, as a 2-decimal string (what PostgreSQL's round(x, 2) does). */
function cents(value: bigint): string {
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const rounded = (absolute + 50n) / 100n;
  return amountOf(negative ? -rounded : rounded);
}

async function rawRows(db: Db, request: StatisticsRequest): Promise<{ orders: RawOrder[]; items: RawItem[] }> {
  const branches =
    request.branchIds === 'all' ? sql<boolean>`true` : sql<boolean>`o.branch_id = any(${request.branchIds}::integer[])`;
  const local = sql`(o.placed_at at time zone b.time_zone)`;
  const inRange = sql<boolean>`${local}::date between ${request.from}::date and ${request.to}::date and ${branches}`;
  const orders = await sql<RawOrder>`
    select o.id, to_char(${local}, 'YYYY-MM-DD') as day, extract(isodow from ${local})::integer as weekday,
      extract(hour from ${local})::integer as hour, o.origin,
      not (o.is_canceled or o.is_rejected or o.is_failed) as counts, o.total_gross::text as total
    from orders o join branches b on b.id = o.branch_id where ${inRange}`.execute(db);
  const items = await sql<RawItem>`
    select to_char(${local}, 'YYYY-MM-DD') as day, o.origin, i.product_uid, i.name, i.gross::text as gross
    from orders o join branches b on b.id = o.branch_id join order_items i on i.order_id = o.id
    where ${inRange} and not (o.is_canceled or o.is_rejected or o.is_failed)`.execute(db);
  return { orders: orders.rows, items: items.rows };
}

interface Tally {
  value: number;
  amount: bigint;
}

function tally<T>(rows: T[], keyOf: (row: T) => string, amountOf: (row: T) => bigint): Map<string, Tally> {
  const result = new Map<string, Tally>();
  for (const row of rows) {
    const key = keyOf(row);
    const entry = result.get(key) ?? { value: 0, amount: 0n };
    entry.value += 1;
    entry.amount += amountOf(row);
    result.set(key, entry);
  }
  return result;
}

function row(key: string, entry: Tally | undefined, withAmount: boolean, label?: string): StatisticsRow {
  return {
    key,
    ...(label === undefined ? {} : { label }),
    value: entry?.value ?? 0,
    ...(withAmount ? { amount: cents(entry?.amount ?? 0n) } : {}),
  };
}

function days(request: StatisticsRequest, map: Map<string, Tally>, withAmount: boolean): BucketResult {
  const rows = everyDay(request.from, request.to).map((day) => row(day, map.get(day), withAmount));
  return { rows, total: sumRows(rows, withAmount) };
}

function byOrigin(map: Map<string, Tally>, withAmount: boolean, order: 'value' | 'amount'): BucketResult {
  const rows = orderOrigins
    .map((origin) => ({ origin, entry: map.get(origin) ?? { value: 0, amount: 0n } }))
    .sort((a, b) => {
      const difference =
        order === 'value'
          ? b.entry.value - a.entry.value
          : Number(units(cents(b.entry.amount)) - units(cents(a.entry.amount)));
      return Math.sign(difference) || orderOrigins.indexOf(a.origin) - orderOrigins.indexOf(b.origin);
    })
    .map(({ origin, entry }) => row(origin, entry, withAmount, messages.statistics.origins[origin]));
  return { rows, total: sumRows(rows, withAmount) };
}

/** A bucket of the order group computed from the raw rows. */
export async function rawBucket(db: Db, name: StatisticsBucketName, request: StatisticsRequest): Promise<BucketResult> {
  const { orders, items } = await rawRows(db, request);
  const counted = orders.filter((o) => o.counts);
  const total = (o: RawOrder) => units(o.total);
  const none = () => 0n;
  switch (name) {
    case 'orders':
      return days(
        request,
        tally(orders, (o) => o.day, none),
        false,
      );
    case 'revenue':
      return days(
        request,
        tally(counted, (o) => o.day, total),
        true,
      );
    case 'canceled-orders':
      return days(
        request,
        tally(
          orders.filter((o) => !o.counts),
          (o) => o.day,
          total,
        ),
        true,
      );
    case 'items':
      return days(
        request,
        tally(
          items,
          (i) => i.day,
          (i) => units(i.gross),
        ),
        true,
      );
    case 'order-times': {
      const cells = tally(
        orders,
        (o) => `${o.weekday}-${String(o.hour).padStart(2, '0')}`,
        (o) => (o.counts ? units(o.total) : 0n),
      );
      const rows = everyWeekdayHour().map((key) => row(key, cells.get(key), true));
      return { rows, total: sumRows(rows, true) };
    }
    case 'order-origins':
      return byOrigin(
        tally(orders, (o) => o.origin, none),
        false,
        'value',
      );
    case 'revenue-origins':
      return byOrigin(
        tally(counted, (o) => o.origin, total),
        true,
        'amount',
      );
    case 'popular-items': {
      const products = tally(
        items,
        (i) => i.productUid,
        (i) => units(i.gross),
      );
      // The product's current name, else the name it was sold under (one per product in the tests).
      const soldAs = new Map(items.map((item) => [item.productUid, item.name]));
      const current = await sql<{ uid: string; name: string }>`
        select uid, name from products where uid = any(${[...soldAs.keys()]}::text[])`.execute(db);
      const currentName = new Map(current.rows.map((row) => [row.uid, row.name]));
      const sorted = [...products.entries()].sort(
        ([ka, a], [kb, b]) =>
          b.value - a.value || (b.amount > a.amount ? 1 : b.amount < a.amount ? -1 : 0) || (ka < kb ? -1 : 1),
      );
      const all = [...products.values()].reduce((sum, entry) => sum + entry.amount, 0n);
      return {
        rows: sorted
          .slice(0, statisticsTopLimit)
          .map(([key, entry]) => row(key, entry, true, currentName.get(key) ?? soldAs.get(key) ?? '')),
        total: { value: items.length, amount: cents(all) },
      };
    }
    default:
      throw new Error(`not an order bucket: ${name}`);
  }
}
