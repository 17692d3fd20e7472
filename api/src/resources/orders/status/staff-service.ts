import {
  applyOrderAction,
  checkPlacementItem,
  isProductInScope,
  itemPrice,
  messages,
  type OrderAction,
  orderConfirmSchema,
  orderItemSchema,
  orderRejectionSchema,
  orderStateOf,
  orderTotals,
  parseDecimal,
  quotedDueAt,
  taxRateFor,
  toDecimalString,
  totalsToWire,
  validateAppointment,
} from '@bestell/domain';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { OrderRow } from '../../../db/rows.js';
import type { DB } from '../../../db/schema.js';
import { json } from '../../../db/schema.js';
import { recordAudit } from '../../../infrastructure/audit/audit-writer.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import { type OrderEventType, recordOrderEvent } from '../../../infrastructure/events/outbox.js';
import { AppError } from '../../../kernel/app-error.js';
import { toProduct } from '../../products/serialize.js';
import type { OrderServices } from '../order-services.js';
import { staffOrder } from '../order-view.js';
import { loadBranch } from '../placement/placement-context.js';
import { findOrderById, findOrderItems, lockOrder } from '../repository.js';
import { orderEventPayload } from '../serialize.js';
import { type OrderAudit, orderAuditView } from './order-audit.js';

type Trx = Transaction<DB>;

/** Marks a locked order acknowledged by staff (it stops alerting on every device). */
function acknowledge(trx: Trx, order: OrderRow, now: Date): Promise<OrderRow> {
  return trx
    .updateTable('orders')
    .set({ acknowledgedAt: now })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Locks the order, acknowledges it when nobody has yet (every staff action does), lets `change` update it, records
 * the event — all in one transaction; then wakes the SSE hub. When the change records no event of its own but the
 * order was acknowledged now, the event is 'order.acknowledged' (other devices stop their alert). With `audit`, a change
 * of the order's state or staff fields is written to the audit log (before → after) in the same transaction.
 */
async function changeOrder(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  authorize: (order: OrderRow) => void,
  change: (trx: Trx, order: OrderRow, now: Date) => Promise<OrderRow>,
  eventType: (before: OrderRow, after: OrderRow) => OrderEventType | null = () => 'order.changed',
  audit?: OrderAudit,
) {
  const now = deps.now();
  const updated = await deps.db.transaction().execute(async (trx) => {
    const locked = await lockOrder(trx, orderId);
    if (!locked) throw AppError.notFound();
    authorize(locked);
    const order = locked.acknowledgedAt === null ? await acknowledge(trx, locked, now) : locked;
    const next = await change(trx, order, now);
    const [before, after] = [orderAuditView(locked), orderAuditView(next)];
    if (audit && (audit.always || JSON.stringify(before) !== JSON.stringify(after))) {
      await recordAudit(trx, {
        actor: audit.actor,
        action: audit.action,
        resource: 'orders',
        resourceId: next.id,
        before,
        after,
        label: `#${next.ticketNumber}`,
        at: now,
        ...(audit.data ? { data: audit.data } : {}),
      });
    }
    const type = eventType(order, next) ?? (order === locked ? null : 'order.acknowledged');
    if (type) {
      await recordOrderEvent(trx, {
        type,
        orderId: next.id,
        branchId: next.branchId,
        payload: orderEventPayload(next),
        at: now,
      });
    }
    return next;
  });
  services.events.wake();
  return staffOrder(deps.db, updated);
}

/** The order for reading, after the branch check. */
export async function getStaffOrder(deps: AppDeps, orderId: number, authorize: (order: OrderRow) => void) {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw AppError.notFound();
  authorize(order);
  return staffOrder(deps.db, order);
}

/**
 * POST /orders/{id}/acknowledge: a member of staff has seen the new order; its alert stops on every device. Idempotent:
 * a second call changes nothing and records no second event.
 */
export function acknowledgeOrder(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  authorize: (order: OrderRow) => void,
  actor?: OrderAudit['actor'],
) {
  return changeOrder(
    deps,
    services,
    orderId,
    authorize,
    async (_trx, order) => order,
    () => null,
    actor ? { actor, action: 'acknowledge' } : undefined,
  );
}

/** POST /orders/{id}/status/{action}: the domain state machine decides; a refused transition is 409 with §8 text. */
export function applyStatusAction(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  action: OrderAction,
  authorize: (order: OrderRow) => void,
  readBody: () => unknown = () => undefined,
  actor?: OrderAudit['actor'],
) {
  const audit = actor ? { actor, action: 'status', data: { action } } : undefined;
  return changeOrder(
    deps,
    services,
    orderId,
    authorize,
    async (trx, order, now) => {
      // Reject may carry the message to the customer (§3 rejectionMessage; status page and rejection notice show it).
      // Parsed after the branch check (authorisation before validation).
      const rejection = action === 'reject' ? orderRejectionSchema.parse(readBody() ?? {}) : null;
      // Confirm may carry the quick quote 'in N Min.' (issue 27 point 5): due then, never earlier than asked for.
      const quote = action === 'confirm' ? orderConfirmSchema.parse(readBody() ?? {}) : null;
      const result = applyOrderAction(order, action);
      if (!result.ok) throw new AppError('conflict', result.message);
      const next = result.order;
      const dueAt = quote?.readyInMinutes ? quotedDueAt(order.dueAt, now, quote.readyInMinutes) : order.dueAt;
      return trx
        .updateTable('orders')
        .set({
          isConfirmed: next.isConfirmed,
          isRejected: next.isRejected,
          isCanceled: next.isCanceled,
          isInDelivery: next.isInDelivery,
          isCompleted: next.isCompleted,
          ...(rejection ? { rejectionMessage: rejection.rejectionMessage } : {}),
          dueAt,
          updatedAt: now,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    undefined,
    audit,
  );
}

/**
 * Auto-accept (issue 27 point 4): a new order of a branch with 'automatisch bestätigen' is confirmed right after its
 * placement, due no earlier than placement + the branch's default lead time — the same transition, event, audit entry
 * and customer notice as a manual confirm. It is acknowledged with it, so the board rings once (on its arrival) and
 * does not repeat. An order that is no longer waiting (a member of staff was quicker) is left as it is.
 */
export function autoAcceptOrder(deps: AppDeps, services: OrderServices, orderId: number, leadMinutes: number) {
  return changeOrder(
    deps,
    services,
    orderId,
    () => undefined,
    async (trx, order, now) => {
      if (orderStateOf(order) !== 'waiting') return order;
      const result = applyOrderAction(order, 'confirm');
      if (!result.ok) return order;
      return trx
        .updateTable('orders')
        .set({
          isConfirmed: true,
          dueAt: quotedDueAt(order.dueAt, now, leadMinutes),
          updatedAt: now,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    undefined,
    { actor: { kind: 'anonymous' }, action: 'status', data: { action: 'confirm', via: 'auto-accept' } },
  );
}

export const counterAppointmentBodySchema = z.strictObject({
  counterAppointment: z.iso.datetime({ offset: true, error: messages.validation.invalidDateTime }),
});

/**
 * Staff propose another time while the order waits for confirmation (spec §4 Counter-appointment); the time must be
 * inside the hours that serve the order (checked like a customer's appointment).
 */
export function proposeCounterAppointment(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  readBody: () => unknown,
  authorize: (order: OrderRow) => void,
  actor?: OrderAudit['actor'],
) {
  const audit = actor ? { actor, action: 'counter-appointment' } : undefined;
  return changeOrder(
    deps,
    services,
    orderId,
    authorize,
    async (trx, order, now) => {
      const { counterAppointment } = counterAppointmentBodySchema.parse(readBody());
      if (orderStateOf(order) !== 'waiting') throw new AppError('conflict', messages.orders.statusChangeFailed);
      const branch = await loadBranch(trx, order.branchId);
      if (!branch) throw AppError.notFound();
      const check = validateAppointment({
        branch,
        appointment: Date.parse(counterAppointment),
        now,
        isDelivery: order.isDelivery,
      });
      if (!check.ok) throw new AppError('validation', check.message, { field: 'counterAppointment' });
      return trx
        .updateTable('orders')
        .set({ counterAppointment, updatedAt: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    undefined,
    audit,
  );
}

/**
 * PUT /orders/{id}/items/{index}: the item is replaced and priced from the catalog (the order's mode decides the tax
 * rate); the other lines keep their prices; delivery fee and totals are recomputed by the domain.
 */
export function editOrderItem(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  index: number,
  readBody: () => unknown,
  authorize: (order: OrderRow) => void,
  actor?: OrderAudit['actor'],
) {
  const audit = actor ? { actor, action: 'item', data: { index } } : undefined;
  return changeOrder(
    deps,
    services,
    orderId,
    authorize,
    async (trx, order, now) => {
      const item = orderItemSchema.parse(readBody());
      if (['completed', 'rejected', 'canceled'].includes(orderStateOf(order))) {
        throw new AppError('conflict', messages.orders.statusChangeFailed);
      }
      const items = await findOrderItems(trx, [order.id]);
      if (!items.some((line) => line.position === index)) throw AppError.notFound();
      const [productRow, branch] = await Promise.all([
        trx.selectFrom('products').selectAll().where('id', '=', item.product).executeTakeFirst(),
        loadBranch(trx, order.branchId),
      ]);
      if (!branch) throw AppError.notFound();
      const product = productRow?.isEnabled ? toProduct(productRow, []) : null;
      if (!product || !isProductInScope(product, branch)) {
        throw new AppError('validation', messages.placement.productUnavailable, { field: 'product' });
      }
      const errors = checkPlacementItem(product, item, 'item').map((entry) => ({
        ...entry,
        field: entry.field?.replace(/^item\./, ''),
      }));
      if (errors.length > 0) throw new AppError('validation', errors[0]?.message ?? '', { entries: errors });
      const priced = itemPrice(product, item, branch);
      if (!priced.ok) throw new AppError('validation', messages.validation.invalidValue, { field: 'parts' });
      const taxRate = taxRateFor(product, order.mode);
      await trx
        .updateTable('orderItems')
        .set({
          productId: product.id,
          productUid: product.uid,
          name: product.name,
          amount: item.amount,
          unit: item.unit,
          parts: json(item.parts),
          calculationModel: product.calculationModel,
          unitPrice: toDecimalString(priced.unitPrice, 4),
          gross: toDecimalString(priced.gross, 4),
          taxRate: toDecimalString(taxRate, 4),
        })
        .where('orderId', '=', order.id)
        .where('position', '=', index)
        .execute();
      const lines = (await findOrderItems(trx, [order.id])).map((line) => ({
        gross: parseDecimal(line.gross),
        taxRate: parseDecimal(line.taxRate),
      }));
      const totals = totalsToWire(orderTotals(lines, order.deliveryArea));
      return trx
        .updateTable('orders')
        .set({
          gross: totals.gross,
          deliveryGross: totals.deliveryGross,
          totalGross: totals.totalGross,
          net: totals.net,
          tax: totals.tax,
          taxes: json(totals.taxes),
          updatedAt: now,
        })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    undefined,
    audit,
  );
}

/** Asks the payment method's provider for the current state; 'order.paid' is recorded when it turns paid. */
export function updatePaymentStatus(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  authorize: (order: OrderRow) => void,
  actor?: OrderAudit['actor'],
) {
  return changeOrder(
    deps,
    services,
    orderId,
    authorize,
    async (trx, order, now) => {
      const check = services.paymentMethods[order.paymentMethod].checkStatus;
      const update = check ? await check({ id: order.id, uid: order.uid }, trx) : null;
      if (!update) return order;
      return trx
        .updateTable('orders')
        .set({ ...update, updatedAt: now })
        .where('id', '=', order.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    (before, after) => {
      if (!before.isPaid && after.isPaid) return 'order.paid';
      const changed = before.isFailed !== after.isFailed || before.isRefunded !== after.isRefunded;
      return changed ? 'order.changed' : null;
    },
    actor ? { actor, action: 'payment-check', always: true } : undefined,
  );
}

/** Queues one print job per enabled printer of the order's branch (the desk prints them); none → 409 §8 text. */
export async function printOrder(
  deps: AppDeps,
  orderId: number,
  authorize: (order: OrderRow) => void,
  actor?: OrderAudit['actor'],
) {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw AppError.notFound();
  authorize(order);
  const devices = await deps.db
    .selectFrom('devices')
    .select('id')
    .where('branchId', '=', order.branchId)
    .where('type', '=', 'printer')
    .where('isEnabled', '=', true)
    .execute();
  if (devices.length === 0) throw new AppError('conflict', messages.errors.printFailed);
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const jobs = await trx
      .insertInto('printJobs')
      .values(
        devices.map((device) => ({ orderId: order.id, branchId: order.branchId, deviceId: device.id, createdAt: now })),
      )
      .returning(['id', 'deviceId', 'status'])
      .execute();
    if (actor) {
      await recordAudit(trx, {
        actor,
        action: 'print',
        resource: 'orders',
        resourceId: order.id,
        after: { jobs: jobs.map((job) => ({ id: job.id, deviceId: job.deviceId })) },
        label: `#${order.ticketNumber}`,
        at: now,
      });
    }
    return jobs;
  });
}
