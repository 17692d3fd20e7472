import { parseDecimal, tryParseDecimal } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordOrderEvent } from '../../infrastructure/events/outbox.js';
import type { MolliePayment } from '../../infrastructure/payments/mollie-client.js';
import { lockOrder } from '../orders/repository.js';
import { orderEventPayload } from '../orders/serialize.js';

export type SettleOutcome = 'paid' | 'failed' | 'unchanged';

const failedStatuses: ReadonlySet<string> = new Set(['canceled', 'expired', 'failed']);

function metadataOf(payment: MolliePayment): { paymentId?: unknown; orderUid?: unknown } {
  return typeof payment.metadata === 'object' && payment.metadata !== null ? payment.metadata : {};
}

/**
 * Applies what Mollie says about one of our payment rows, in one transaction with the row locked: only a 'pending'
 * row changes (so the webhook, its replays and the return to the shop mark it exactly once), and only when the Mollie
 * payment is the one stored on the row, names this row and this order in its metadata and has the row's amount.
 * 'paid' → order paid + 'order.paid'; canceled/expired/failed → order failed + 'order.changed'; open/pending/
 * authorized change nothing.
 */
export function settleMolliePayment(
  db: Db,
  paymentRowId: string,
  molliePayment: MolliePayment,
  now: Date,
): Promise<SettleOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'nonce', 'amount', 'currency', 'orderId'])
      .where('id', '=', paymentRowId)
      .where('provider', '=', 'mollie')
      .forUpdate()
      .executeTakeFirst();
    if (row?.status !== 'pending' || row.nonce !== molliePayment.id) return 'unchanged';
    const order = await lockOrder(trx, row.orderId);
    if (!order) return 'unchanged';
    const metadata = metadataOf(molliePayment);
    if (metadata.paymentId !== row.id || metadata.orderUid !== order.uid) return 'unchanged';
    const sentAmount = tryParseDecimal(molliePayment.amount.value);
    if (sentAmount === null || sentAmount !== parseDecimal(String(row.amount))) return 'unchanged';
    if (molliePayment.amount.currency !== row.currency) return 'unchanged';
    const outcome =
      molliePayment.status === 'paid' ? 'paid' : failedStatuses.has(molliePayment.status) ? 'failed' : null;
    if (!outcome) return 'unchanged';
    await trx.updateTable('payments').set({ status: outcome, completedAt: now }).where('id', '=', row.id).execute();
    const updated = await trx
      .updateTable('orders')
      .set(outcome === 'paid' ? { isPaid: true, isFailed: false, updatedAt: now } : { isFailed: true, updatedAt: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, {
      type: outcome === 'paid' ? 'order.paid' : 'order.changed',
      orderId: updated.id,
      branchId: updated.branchId,
      payload: orderEventPayload(updated),
      at: now,
    });
    return outcome;
  });
}

/**
 * A start that Mollie could not take (down, 5xx, timeout, no key): the order shows as failed (staff see it, the
 * status page says so) while the payment row stays pending, so the customer's retry can still pay it.
 */
export function markMollieStartFailed(db: Db, paymentRowId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('payments')
      .select(['status', 'orderId'])
      .where('id', '=', paymentRowId)
      .where('provider', '=', 'mollie')
      .forUpdate()
      .executeTakeFirst();
    if (row?.status !== 'pending') return false;
    const order = await lockOrder(trx, row.orderId);
    if (!order || order.isPaid || order.isFailed) return false;
    const updated = await trx
      .updateTable('orders')
      .set({ isFailed: true, updatedAt: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, {
      type: 'order.changed',
      orderId: updated.id,
      branchId: updated.branchId,
      payload: orderEventPayload(updated),
      at: now,
    });
    return true;
  });
}
