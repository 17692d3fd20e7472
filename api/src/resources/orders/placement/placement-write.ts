import { randomFillSync, randomUUID } from 'node:crypto';
import {
  type AcceptedPlacement,
  type Branch,
  branchTimeZone,
  defaultOrderOrigin,
  localDateOf,
  type OrderOrigin,
  type OrderPlacement,
  toDecimalString,
  totalsToWire,
} from '@bestell/domain';
import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { orderEventChannel } from '../../../infrastructure/events/outbox.js';
import { orderEventPayload } from '../serialize.js';
import type { PlacedOrderInfo } from './placed-order.js';
import type { LimitRefusal, LimitTakes } from './placement-limits.js';

const hashBytes = 32;
/** Random bytes for 256 hashes, drawn at once: one call to the system's generator instead of one per order. */
const hashPool = Buffer.alloc(hashBytes * 256);
let hashPoolUsed = hashPool.length;

/**
 * 128 bits would do (issue part 3); 256 bits of randomness, base64url. Each hash uses its own bytes of the pool
 * (never twice), like node:crypto's randomUUID keeps a cache of random bytes.
 */
export function newOrderHash(): string {
  if (hashPoolUsed === hashPool.length) {
    randomFillSync(hashPool);
    hashPoolUsed = 0;
  }
  const hash = hashPool.toString('base64url', hashPoolUsed, hashPoolUsed + hashBytes);
  hashPoolUsed += hashBytes;
  return hash;
}

export interface WriteInput {
  branch: Branch;
  placement: OrderPlacement;
  accepted: AcceptedPlacement;
  now: Date;
  currency: string;
  /** Which client placed it (X-Order-Origin; storefront when not said). */
  origin?: OrderOrigin;
}

/**
 * The order row as inserted (column names as in the table), without the ticket number (taken from the counter in the
 * same statement). JSON documents stay objects: the statement reads the whole placement as one jsonb value.
 */
export interface OrderColumns {
  uid: string;
  hash: string;
  branch_id: number;
  business_date: string;
  mode: AcceptedPlacement['mode'];
  submit_mode: AcceptedPlacement['submitMode'];
  is_delivery: boolean;
  is_dine_in: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
  phone: string | null;
  customer: Record<string, unknown>;
  comment: string | null;
  payment_method: string;
  notification_type: string;
  appointment: string | null;
  due_at: string;
  table_identifier: string | null;
  delivery_area: unknown;
  donatee_id: number | null;
  currency: string;
  gross: string;
  delivery_gross: string;
  total_gross: string;
  net: string;
  tax: string;
  taxes: Record<string, string>;
  is_approximate: boolean;
  placed_at: string;
  updated_at: string;
  origin: OrderOrigin;
}

interface ItemColumns {
  position: number;
  product_id: number;
  product_uid: string;
  name: string;
  amount: string;
  unit: string;
  parts: unknown;
  calculation_model: string;
  unit_price: string;
  gross: string;
  tax_rate: string;
}

/** The idempotency record written with the order: the response, or status 0 until a payment start fills it in. */
export interface KeyRecord {
  key: string;
  requestHash: string;
  status: number;
  response: unknown;
}

/** Everything one placement writes, as the statement reads it. */
export interface PlacementRecord {
  order: OrderColumns;
  items: ItemColumns[];
  /** The order.created payload, but for the id and ticket number (added by the statement). */
  event: Record<string, unknown>;
  key: { key: string; request_hash: string; status: number; response: unknown } | null;
  /** The order limits' units this placement takes (limit 0: that counter is not touched). */
  limits: LimitTakes;
  /** When the event and the key record were written (ISO). */
  created_at: string;
}

/** What the statement returns of each placed order: what the after-placement hooks see, and the payment start. */
export interface PlacedRow extends PlacedOrderInfo {
  totalGross: string;
  currency: string;
}

/** The record of an accepted placement (prices from the domain's pricing, never from the body). */
export function placementRecord(input: WriteInput, key: KeyRecord | null, limits: LimitTakes): PlacementRecord {
  const { branch, placement, accepted, now } = input;
  const totals = totalsToWire(accepted.priced.totals);
  const placedAt = now.toISOString();
  const order: OrderColumns = {
    uid: randomUUID(),
    hash: newOrderHash(),
    branch_id: branch.id,
    business_date: localDateOf(now.getTime(), branchTimeZone(branch)),
    mode: accepted.mode,
    submit_mode: accepted.submitMode,
    is_delivery: placement.isDelivery,
    is_dine_in: placement.isDineIn,
    first_name: placement.firstName,
    last_name: placement.lastName,
    email: placement.email,
    phone: placement.phone,
    customer: {
      isCompany: placement.isCompany,
      companyName: placement.companyName,
      company: placement.company,
      street: placement.street,
      floor: placement.floor,
      stairway: placement.stairway,
      door: placement.door,
      zipCode: placement.zipCode,
      city: placement.city,
      country: placement.country,
      vatNumber: placement.vatNumber,
      isDeliveryAddressDifferent: placement.isDeliveryAddressDifferent,
      isDeliveryCompany: placement.isDeliveryCompany,
      deliveryCompanyName: placement.deliveryCompanyName,
      deliveryFirstName: placement.deliveryFirstName,
      deliveryLastName: placement.deliveryLastName,
      deliveryStreet: placement.deliveryStreet,
      deliveryFloor: placement.deliveryFloor,
      deliveryStairway: placement.deliveryStairway,
      deliveryDoor: placement.deliveryDoor,
      deliveryZipCode: placement.deliveryZipCode,
      deliveryCity: placement.deliveryCity,
      deliveryCountry: placement.deliveryCountry,
    },
    comment: placement.comment,
    payment_method: placement.paymentMethod,
    notification_type: placement.notificationType,
    appointment: accepted.appointment === null ? null : new Date(accepted.appointment).toISOString(),
    due_at: new Date(accepted.dueAt).toISOString(),
    table_identifier: placement.isDineIn ? placement.table : null,
    delivery_area: accepted.deliveryArea ?? null,
    donatee_id: placement.donatee,
    currency: input.currency,
    gross: totals.gross,
    delivery_gross: totals.deliveryGross,
    total_gross: totals.totalGross,
    net: totals.net,
    tax: totals.tax,
    taxes: totals.taxes,
    is_approximate: accepted.priced.isApproximate,
    placed_at: placedAt,
    updated_at: placedAt,
    origin: input.origin ?? defaultOrderOrigin,
  };
  const priceByIndex = new Map(accepted.priced.lines.map((line) => [line.index, line]));
  const items = accepted.lines.map((line, position): ItemColumns => {
    const priced = priceByIndex.get(position);
    if (!priced) throw new Error(`line ${position} was not priced`);
    return {
      position,
      product_id: line.product.id,
      product_uid: line.product.uid,
      name: line.product.name,
      amount: line.amount,
      unit: line.unit,
      parts: line.parts,
      calculation_model: line.product.calculationModel,
      unit_price: toDecimalString(priced.unitPrice, 4),
      gross: toDecimalString(priced.gross, 4),
      tax_rate: toDecimalString(priced.taxRate, 4),
    };
  });
  return {
    order,
    items,
    event: createdEventPayload(order),
    key: key && { key: key.key, request_hash: key.requestHash, status: key.status, response: key.response },
    limits,
    created_at: placedAt,
  };
}

/** The unique violation of an Idempotency-Key that is already stored. */
export function isTakenKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'idempotency_keys_pkey';
}

/**
 * The order.created event of a new order, known before the insert but for the id and the ticket number (a new
 * order is waiting and unpaid).
 */
function createdEventPayload(order: OrderColumns): Record<string, unknown> {
  const {
    id: _id,
    ticketNumber: _ticket,
    ...known
  } = orderEventPayload({
    id: 0,
    ticketNumber: 0,
    uid: order.uid,
    branchId: order.branch_id,
    isPaid: false,
    totalGross: order.total_gross,
    dueAt: new Date(order.due_at),
    acknowledgedAt: null,
    isConfirmed: false,
    isRejected: false,
    isCanceled: false,
    isCompleted: false,
    isInDelivery: false,
  });
  return known;
}

/**
 * One statement (data-modifying CTEs, one round trip) for one or more placements, of any branches and business days
 * (one limits minute: the caller groups by it):
 * - the order limits: each placement's unit from its client's counter (rows locked in key order), then, for those
 *   within their client's limit, from its branch's counter; a placement over a limit is refused (`refused` names
 *   which) and writes nothing else, but its units stay taken until the caller gives them back (`giveBackRefused`);
 * - the next ticket numbers of each branch and day for the accepted ones (the counter rows are locked in
 *   (branch, day) order and stay locked until commit, so concurrent placements of a branch get consecutive numbers,
 *   in the order of `records`);
 * - the orders, their items, their order.created events in the outbox with the NOTIFY of each branch (delivered on
 *   commit) and, with a key, the idempotency record pointing at the order.
 * The SQL text is the same whatever the number of placements: they travel as one jsonb parameter. A taken
 * Idempotency-Key fails the whole statement (no ON CONFLICT), so nothing is written, no unit taken; the key is
 * claimed after the counters (it points at the order), so two placements under one key lock in the same order.
 * Returns one outcome per record, in the order of `records`.
 */
export async function insertPlacements(db: Kysely<DB>, records: PlacementRecord[]): Promise<PlacementOutcome[]> {
  const first = records[0];
  if (!first) return [];
  const { window_start: windowStart } = first.limits;
  if (records.some((record) => record.limits.window_start !== windowStart)) {
    throw new Error('insertPlacements takes placements of one order-limit minute');
  }
  const { rows } = await db.executeQuery<OutcomeRow>(
    CompiledQuery.raw(placementStatement, [JSON.stringify(records), orderEventChannel]),
  );
  return rows.map(({ refused, notified: _notified, ...placed }) =>
    refused === null ? { placed: placed as PlacedRow, refused: null } : { placed: null, refused },
  );
}

/** What became of one placement of the statement: placed, or refused by a limit (its units still taken). */
export type PlacementOutcome = { placed: PlacedRow; refused: null } | { placed: null; refused: LimitRefusal };

type OutcomeRow = { [K in keyof PlacedRow]: PlacedRow[K] | null } & {
  refused: LimitRefusal | null;
  notified: unknown;
};

/**
 * The CTEs that take one unit per wanted row from a per-minute counter of `bucket` (`scope`: client or branch) and
 * say which rows are within the limit: `<scope>_wanted` (units per counter key), `<scope>_taken` (the counters after
 * the upsert, locked in key order until commit) and `<scope>_checked` (every row of `source` with `<scope>_ok`: its
 * position among the rows of its key, after the units already counted in this minute, is within the limit; always
 * true when the limit is 0, off). `source` must have n, <scope>_key, <scope>_limit, window_start and window_end;
 * `where` selects the rows that take a unit at all.
 */
function limitCounter(scope: 'client' | 'branch', source: string, where: string): string {
  const key = `${scope}_key`;
  const limit = `${scope}_limit`;
  return `
    ${scope}_wanted as (
      select ${key} as key, max(window_start) as window_start, max(window_end) as window_end, count(*)::integer as k
      from ${source} where ${where} and ${limit} > 0
      group by ${key}
    ),
    ${scope}_taken as (
      insert into rate_limits as r (bucket, key, window_start, window_end, count)
      select 'orders:${scope}', key, window_start, window_end, k from ${scope}_wanted order by key
      on conflict (bucket, key) do update set
        count = case when r.window_start = excluded.window_start then r.count + excluded.count else excluded.count end,
        window_start = excluded.window_start, window_end = excluded.window_end
      returning r.key, r.count
    ),
    ${scope}_checked as (
      select s.*, not (${where}) or s.${limit} <= 0
        or t.count - w.k + row_number() over (partition by (${where}), s.${key} order by s.n) <= s.${limit}
        as ${scope}_ok
      from ${source} s
      left join ${scope}_wanted w on w.key = s.${key}
      left join ${scope}_taken t on t.key = s.${key}
    )`;
}

/** $1 the records (jsonb), $2 the outbox channel (each placed order's branch id is the NOTIFY payload). */
const placementStatement = `
    with input as (
      select e.ordinality::integer as n, e.value as placement,
        (e.value -> 'order' ->> 'branch_id')::integer as branch_id, (e.value -> 'order' ->> 'business_date')::date as day
      from jsonb_array_elements($1::jsonb) with ordinality as e
    ),
    wanted as (
      select input.n, l.client_key, l.client_limit, l.branch_key, l.branch_limit, l.window_start, l.window_end
      from input cross join lateral jsonb_to_record(input.placement -> 'limits') as l(client_key text,
        client_limit integer, branch_key text, branch_limit integer, window_start timestamptz, window_end timestamptz)
    ),${limitCounter('client', 'wanted', 'true')},${limitCounter('branch', 'client_checked', 'client_ok')},
    checked as (
      select n, case when not client_ok then 'client' when not branch_ok then 'branch' end as refused
      from branch_checked
    ),
    allowed as (
      select input.*, row_number() over (partition by input.branch_id, input.day order by input.n)::integer as position
      from input join checked on checked.n = input.n
      where checked.refused is null
    ),
    ticket_wanted as (
      select branch_id, day, count(*)::integer as k from allowed group by branch_id, day
    ),
    ticket as (
      insert into ticket_counters (branch_id, business_date, last_number)
      select branch_id, day, k from ticket_wanted order by branch_id, day
      on conflict (branch_id, business_date)
        do update set last_number = ticket_counters.last_number + excluded.last_number
      returning branch_id, business_date, last_number
    ),
    numbered as (
      select a.n, a.placement, t.last_number - w.k + a.position as ticket_number
      from allowed a
      join ticket_wanted w on w.branch_id = a.branch_id and w.day = a.day
      join ticket t on t.branch_id = a.branch_id and t.business_date = a.day
    ),
    placed as (
      insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, is_delivery,
        is_dine_in, first_name, last_name, email, phone, customer, comment, payment_method, notification_type,
        appointment, due_at, table_identifier, delivery_area, donatee_id, currency, gross, delivery_gross,
        total_gross, net, tax, taxes, is_approximate, placed_at, updated_at, origin)
      select o.uid, o.hash, o.branch_id, o.business_date, o.ticket_number, o.mode, o.submit_mode, o.is_delivery,
        o.is_dine_in, o.first_name, o.last_name, o.email, o.phone, o.customer, o.comment, o.payment_method,
        o.notification_type, o.appointment, o.due_at, o.table_identifier, o.delivery_area, o.donatee_id, o.currency,
        o.gross, o.delivery_gross, o.total_gross, o.net, o.tax, o.taxes, o.is_approximate, o.placed_at, o.updated_at,
        o.origin
      from jsonb_populate_recordset(null::orders, (
          select jsonb_agg((placement -> 'order') || jsonb_build_object('ticket_number', ticket_number) order by n)
          from numbered
        )) with ordinality as o
      order by o.ordinality
      returning id, uid, hash, branch_id, ticket_number, payment_method, notification_type, total_gross, currency
    ),
    matched as (
      select placed.*, numbered.n, numbered.placement
      from placed join numbered on numbered.placement -> 'order' ->> 'uid' = placed.uid
    ),
    lines as (
      insert into order_items (order_id, position, product_id, product_uid, name, amount, unit, parts,
        calculation_model, unit_price, gross, tax_rate)
      select matched.id, i.position, i.product_id, i.product_uid, i.name, i.amount, i.unit, i.parts,
        i.calculation_model, i.unit_price, i.gross, i.tax_rate
      from matched cross join lateral jsonb_populate_recordset(null::order_items, matched.placement -> 'items') as i
    ),
    events as (
      insert into order_events (order_id, branch_id, type, payload, created_at)
      select id, branch_id, 'order.created',
        (placement -> 'event') || jsonb_build_object('id', id, 'ticketNumber', ticket_number),
        (placement ->> 'created_at')::timestamptz
      from matched
      order by n
    ),
    claims as (
      insert into idempotency_keys (key, request_hash, order_id, status, response, created_at)
      select k.key, k.request_hash, matched.id, k.status, coalesce(k.response, 'null'::jsonb),
        (matched.placement ->> 'created_at')::timestamptz
      from matched cross join lateral jsonb_populate_record(null::idempotency_keys, matched.placement -> 'key') as k
      where jsonb_typeof(matched.placement -> 'key') = 'object'
    )
    select checked.refused, matched.id, matched.uid, matched.hash, matched.branch_id as "branchId",
      matched.ticket_number as "ticketNumber", matched.payment_method as "paymentMethod",
      matched.notification_type as "notificationType", matched.total_gross as "totalGross", matched.currency,
      case when matched.id is not null then pg_notify($2, matched.branch_id::text) end as notified
    from checked
    left join matched on matched.n = checked.n
    order by checked.n`;
