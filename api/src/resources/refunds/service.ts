import { randomUUID } from 'node:crypto';
import { checkRefund, refundableCents, refundRequestSchema, refundsMessages } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { OrderRow } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { formatMoney } from '../../kernel/decimal.js';
import type { OrderServices } from '../orders/order-services.js';
import { staffOrder } from '../orders/order-view.js';
import { findOrderById, lockOrder } from '../orders/repository.js';
import { executeRefund } from './execute.js';
import {
  amountOfCents,
  centsOf,
  findPaidPayment,
  findRefundByKey,
  findRefunds,
  heldCentsOf,
  type RefundRow,
} from './repository.js';

function toRefund(row: RefundRow) {
  return {
    id: row.id,
    amount: formatMoney(row.amount),
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    isAutomatic: row.isAutomatic,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** What was paid online, what is refunded and still refundable, and the order's refunds (GET /orders/{id}/refunds). */
export async function refundsView(db: Kysely<DB>, order: OrderRow) {
  const [payment, refunds] = await Promise.all([findPaidPayment(db, order.id), findRefunds(db, order.id)]);
  const paid = payment ? centsOf(payment.amount) : null;
  return {
    provider: payment?.provider ?? null,
    paidAmount: paid === null ? null : amountOfCents(paid),
    refundedAmount: formatMoney(order.refundedAmount),
    refundableAmount: amountOfCents(payment ? refundableCents(paid, heldCentsOf(refunds, payment.id)) : 0n),
    currency: payment?.currency ?? order.currency,
    refunds: refunds.map(toRefund),
  };
}

export async function getOrderRefunds(deps: AppDeps, orderId: number, authorize: (order: OrderRow) => void) {
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw AppError.notFound();
  authorize(order);
  return refundsView(deps.db, order);
}

/**
 * POST /orders/{id}/refunds: in one transaction the order is locked, the branch checked, the body read, and either the
 * refund of this Idempotency-Key found (asked for, pending or done: returned as it is, no second call at the
 * provider; failed: tried again as its next attempt) or a new one checked (paid online, not more than is open) and
 * written as 'requested'. Then the provider is asked outside the transaction, with an Idempotency-Key per attempt.
 */
export async function requestRefund(
  deps: AppDeps,
  services: OrderServices,
  orderId: number,
  input: { readBody: () => unknown; requestKey: string | null; authorize: (order: OrderRow) => void; actor: Actor },
) {
  const requestKey = input.requestKey ?? `request-${randomUUID()}`;
  const now = deps.now();
  const prepared = await deps.db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, orderId);
    if (!order) throw AppError.notFound();
    input.authorize(order);
    const body = refundRequestSchema.parse(input.readBody() ?? {});
    const existing = await findRefundByKey(trx, orderId, requestKey);
    if (existing) {
      const sameAmount = body.amount === null || centsOf(body.amount) === centsOf(existing.amount);
      if (!sameAmount || body.reason !== existing.reason) {
        throw new AppError('validation', refundsMessages.keyReused, { code: 'idempotency_key_reused' });
      }
      if (existing.status !== 'failed') return { refundId: existing.id, call: false };
    }
    const [payment, refunds] = await Promise.all([findPaidPayment(trx, orderId), findRefunds(trx, orderId)]);
    const check = checkRefund({
      paymentMethod: order.paymentMethod,
      paidCents: payment ? centsOf(payment.amount) : null,
      heldCents: payment ? heldCentsOf(refunds, payment.id) : 0n,
      requestedCents: existing ? centsOf(existing.amount) : body.amount === null ? null : centsOf(body.amount),
      currency: payment?.currency ?? order.currency,
    });
    if (!check.ok) {
      throw new AppError(check.status === 409 ? 'conflict' : 'validation', check.message, {
        code: check.code,
        ...(check.field ? { field: check.field } : {}),
      });
    }
    if (!payment) throw AppError.notFound();
    if (existing) {
      await trx
        .updateTable('refunds')
        .set({ status: 'requested', attempt: existing.attempt + 1, attemptedAt: now, error: null })
        .where('id', '=', existing.id)
        .execute();
      return { refundId: existing.id, call: true };
    }
    const inserted = await trx
      .insertInto('refunds')
      .values({
        orderId,
        paymentId: payment.id,
        requestKey,
        amount: amountOfCents(check.cents),
        currency: payment.currency,
        reason: body.reason,
        status: 'requested',
        createdAt: now,
        attemptedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { refundId: inserted.id, call: true };
  });
  try {
    if (prepared.call) await executeRefund(deps, prepared.refundId, { actor: input.actor });
  } finally {
    services.events.wake();
  }
  const order = await findOrderById(deps.db, orderId);
  if (!order) throw AppError.notFound();
  return { ...(await refundsView(deps.db, order)), order: await staffOrder(deps.db, order) };
}
