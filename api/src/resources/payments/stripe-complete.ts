import { parseDecimal, toCents } from '@bestell/domain';
import type { Transaction } from 'kysely';
import type Stripe from 'stripe';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/generated.js';
import { recordOrderEvent } from '../../infrastructure/events/outbox.js';
import { stripeProviderName } from '../../infrastructure/payments/stripe-client.js';
import { lockOrder } from '../orders/repository.js';
import { orderEventPayload } from '../orders/serialize.js';

export type StripeCompletion = 'paid' | 'already-completed' | 'not-paid' | 'mismatch' | 'duplicate-event';

/** A verified webhook event: its id is stored in the transaction that acts on it (a second delivery does nothing). */
export interface StripeEventRef {
  id: string;
  type: string;
}

/** Stores the event id; false when it was handled before (a retry of Stripe's, a replay). */
async function claimEvent(trx: Transaction<DB>, event: StripeEventRef, now: Date): Promise<boolean> {
  const claimed = await trx
    .insertInto('stripeEvents')
    .values({ id: event.id, type: event.type, receivedAt: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Records a verified event the shop does not act on; false when it was handled before. */
export function recordStripeEvent(db: Db, event: StripeEventRef, now: Date): Promise<boolean> {
  return db.transaction().execute((trx) => claimEvent(trx, event, now));
}

/**
 * Marks the payment paid when the Checkout Session says so (from the signed webhook or from the session fetched on
 * the return to the shop, whichever comes first). In one transaction: the payment row is locked, the session must be
 * this payment's (metadata, client_reference_id = order uid, amount in cents, EUR), the payment leaves 'pending'
 * exactly once, the order becomes paid and the outbox gets 'order.paid'. A second call changes nothing. With `event`
 * (the webhook) the event id is stored first: an event id seen before ends here with 'duplicate-event'.
 */
export async function completeStripePayment(
  db: Db,
  paymentId: string,
  session: Stripe.Checkout.Session,
  now: Date,
  event?: StripeEventRef,
): Promise<StripeCompletion> {
  return db.transaction().execute(async (trx) => {
    if (event && !(await claimEvent(trx, event, now))) return 'duplicate-event';
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

/**
 * The checkout could not reach Stripe, or the customer cancelled on Stripe's page: the order shows a failed payment
 * (staff see it, the status page does not wait for a payment), the payment stays open so that paying later still works.
 */
export async function markStripeOrderFailed(db: Db, paymentId: string, now: Date): Promise<void> {
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
