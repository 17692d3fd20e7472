import { parseDecimal, toCents } from '@bestell/domain';
import type Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import { recordOrderEvent } from '../../infrastructure/events/outbox.js';
import { stripeProviderName } from '../../infrastructure/payments/stripe-client.js';
import { lockOrder } from '../orders/repository.js';
import { orderEventPayload } from '../orders/serialize.js';

export type StripeCompletion = 'paid' | 'already-completed' | 'not-paid' | 'mismatch';

/**
 * Marks the payment paid when the Checkout Session says so (from the signed webhook or from the session fetched on
 * the return to the shop, whichever comes first). In one transaction: the payment row is locked, the session must be
 * this payment's (metadata, client_reference_id = order uid, amount in cents, EUR), the payment leaves 'pending'
 * exactly once, the order becomes paid and the outbox gets 'order.paid'. A second call changes nothing.
 */
export async function completeStripePayment(
  db: Db,
  paymentId: string,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<StripeCompletion> {
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .where('provider', '=', stripeProviderName)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return 'mismatch';
    const order = await lockOrder(trx, payment.orderId);
    if (!order) return 'mismatch';
    const belongs =
      session.metadata?.paymentId === payment.id &&
      session.client_reference_id === order.uid &&
      session.currency === payment.currency.toLowerCase() &&
      session.amount_total !== null &&
      BigInt(session.amount_total) === toCents(parseDecimal(payment.amount));
    if (!belongs) return 'mismatch';
    if (payment.status !== 'pending') return 'already-completed';
    if (session.payment_status !== 'paid') return 'not-paid';
    await trx.updateTable('payments').set({ status: 'paid', completedAt: now }).where('id', '=', payment.id).execute();
    const updated = await trx
      .updateTable('orders')
      .set({ isPaid: true, isFailed: false, updatedAt: now })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, {
      type: 'order.paid',
      orderId: updated.id,
      branchId: updated.branchId,
      payload: orderEventPayload(updated),
      at: now,
    });
    return 'paid';
  });
}

/** The checkout could not reach Stripe: the order shows a failed payment (staff see it), the payment stays open. */
export async function markStripeStartFailed(db: Db, paymentId: string, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .select(['orderId', 'status'])
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) return;
    if (payment.status !== 'pending') return;
    const order = await lockOrder(trx, payment.orderId);
    if (!order || order.isPaid || order.isFailed) return;
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
  });
}
