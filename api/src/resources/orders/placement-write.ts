import { randomBytes, randomUUID } from 'node:crypto';
import {
  type AcceptedPlacement,
  type Branch,
  branchTimeZone,
  localDateOf,
  type OrderPlacement,
  toDecimalString,
  totalsToWire,
} from '@bestell/domain';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { DB, OrderItemsTable, OrdersTable } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import { orderEventChannel } from '../../events/outbox.js';
import { type OrderRow, orderEventPayload } from './serialize.js';

/** 128 bits would do (issue part 3); 256 bits of randomness, base64url. */
export function newOrderHash(): string {
  return randomBytes(32).toString('base64url');
}

export interface WriteInput {
  branch: Branch;
  placement: OrderPlacement;
  accepted: AcceptedPlacement;
  now: Date;
  currency: string;
}

/** The order row as inserted, without the ticket number (taken from the counter in the same statement). */
export type NewOrder = Omit<Insertable<OrdersTable>, 'ticketNumber'> & { uid: string; hash: string };
type NewItem = Omit<Insertable<OrderItemsTable>, 'orderId'>;

/** The idempotency record written with the order: the response, or status 0 until a payment start fills it in. */
export interface KeyRecord {
  key: string;
  requestHash: string;
  status: number;
  response: unknown;
}

/** Order and item values of an accepted placement (prices from the domain's pricing, never from the body). */
export function orderValues(input: WriteInput): { order: NewOrder; items: NewItem[] } {
  const { branch, placement, accepted, now } = input;
  const totals = totalsToWire(accepted.priced.totals);
  const order: NewOrder = {
    uid: randomUUID(),
    hash: newOrderHash(),
    branchId: branch.id,
    businessDate: localDateOf(now.getTime(), branchTimeZone(branch)),
    mode: accepted.mode,
    submitMode: accepted.submitMode,
    isDelivery: placement.isDelivery,
    isDineIn: placement.isDineIn,
    firstName: placement.firstName,
    lastName: placement.lastName,
    email: placement.email,
    phone: placement.phone,
    customer: json({
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
    }),
    comment: placement.comment,
    paymentMethod: placement.paymentMethod,
    notificationType: placement.notificationType,
    appointment: accepted.appointment === null ? null : new Date(accepted.appointment),
    dueAt: new Date(accepted.dueAt),
    tableIdentifier: placement.isDineIn ? placement.table : null,
    deliveryArea: accepted.deliveryArea ? json(accepted.deliveryArea) : null,
    donateeId: placement.donatee,
    currency: input.currency,
    gross: totals.gross,
    deliveryGross: totals.deliveryGross,
    totalGross: totals.totalGross,
    net: totals.net,
    tax: totals.tax,
    taxes: json(totals.taxes),
    isApproximate: accepted.priced.isApproximate,
    placedAt: now,
    updatedAt: now,
  };
  const priceByIndex = new Map(accepted.priced.lines.map((line) => [line.index, line]));
  const items = accepted.lines.map((line, position): NewItem => {
    const priced = priceByIndex.get(position);
    if (!priced) throw new Error(`line ${position} was not priced`);
    return {
      position,
      productId: line.product.id,
      productUid: line.product.uid,
      name: line.product.name,
      amount: line.amount,
      unit: line.unit,
      parts: json(line.parts),
      calculationModel: line.product.calculationModel,
      unitPrice: toDecimalString(priced.unitPrice, 4),
      gross: toDecimalString(priced.gross, 4),
      taxRate: toDecimalString(priced.taxRate, 4),
    };
  });
  return { order, items };
}

/** The unique violation of an Idempotency-Key that is already stored. */
function isTakenKey(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && constraint === 'idempotency_keys_pkey';
}

/**
 * The order.created event of a new order, known before the insert but for the id and the ticket number (a new
 * order is waiting and unpaid).
 */
function createdEventPayload(order: NewOrder): Record<string, unknown> {
  const {
    id: _id,
    ticketNumber: _ticket,
    ...known
  } = orderEventPayload({
    id: 0,
    ticketNumber: 0,
    uid: order.uid,
    branchId: order.branchId,
    isPaid: false,
    totalGross: String(order.totalGross),
    dueAt: new Date(order.dueAt),
    isConfirmed: false,
    isRejected: false,
    isCanceled: false,
    isCompleted: false,
    isInDelivery: false,
  });
  return known;
}

/**
 * One statement (data-modifying CTEs, one round trip): the next ticket number of the branch's business day (the
 * counter row stays locked until commit, so concurrent placements of a branch get consecutive numbers), the order,
 * its items, the order.created event in the outbox with its NOTIFY (delivered on commit) and, with a key, the
 * idempotency record pointing at the order. Run on its own (autocommit) the counter is locked for this statement
 * and its commit only, not for the event-loop turns between further round trips.
 * Returns the order row, or null when the key was already claimed (by a committed placement, or by a concurrent one
 * that committed while this statement waited on the key): the statement then failed and wrote nothing; inside a
 * transaction the caller must roll back. The key is claimed after the counter (it points at the order), so two
 * placements under one key always lock in the same order and cannot deadlock.
 */
export async function insertOrder(
  db: Kysely<DB>,
  values: { order: NewOrder; items: NewItem[] },
  record: KeyRecord | null,
  now: Date,
): Promise<OrderRow | null> {
  const { order, items } = values;
  const placed = db
    .with('ticket', (db) =>
      db
        .insertInto('ticketCounters')
        .values({ branchId: order.branchId, businessDate: order.businessDate, lastNumber: 1 })
        .onConflict((oc) =>
          oc
            .columns(['branchId', 'businessDate'])
            .doUpdateSet((eb) => ({ lastNumber: eb('ticketCounters.lastNumber', '+', 1) })),
        )
        .returning('lastNumber'),
    )
    .with('placed', (db) =>
      db
        .insertInto('orders')
        .values(({ selectFrom }) => ({ ...order, ticketNumber: selectFrom('ticket').select('lastNumber') }))
        .returningAll(),
    )
    .with('lines', (db) =>
      db
        .insertInto('orderItems')
        .values(({ selectFrom }) => items.map((item) => ({ ...item, orderId: selectFrom('placed').select('id') }))),
    )
    .with('event', (db) =>
      db
        .insertInto('orderEvents')
        .columns(['orderId', 'branchId', 'type', 'payload', 'createdAt'])
        .expression((eb) =>
          eb.selectFrom('placed').select([
            'placed.id',
            'placed.branchId',
            sql.lit('order.created').as('type'),
            sql<unknown>`${JSON.stringify(createdEventPayload(order))}::jsonb
                || jsonb_build_object('id', placed.id, 'ticketNumber', placed.ticket_number)`.as('payload'),
            sql<Date>`${now}::timestamptz`.as('createdAt'),
          ]),
        ),
    );
  const notify = sql<string>`pg_notify(${orderEventChannel}, ${String(order.branchId)})`.as('notified');
  // No ON CONFLICT on the key: a taken key fails the whole statement, so nothing of the order is written.
  const statement =
    record === null
      ? placed.selectFrom('placed').selectAll('placed').select(notify)
      : placed
          .with('claim', (db) =>
            db.insertInto('idempotencyKeys').values(({ selectFrom }) => ({
              key: record.key,
              requestHash: record.requestHash,
              orderId: selectFrom('placed').select('id'),
              status: record.status,
              response: json(record.response),
              createdAt: now,
            })),
          )
          .selectFrom('placed')
          .selectAll('placed')
          .select(notify);
  const row = await statement.executeTakeFirstOrThrow().catch((error: unknown) => {
    if (isTakenKey(error)) return null;
    throw error;
  });
  if (!row) return null;
  const { notified: _notified, ...orderRow } = row;
  return orderRow;
}
