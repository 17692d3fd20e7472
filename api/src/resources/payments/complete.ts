import { messages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordOrderEvent } from '../../infrastructure/events/outbox.js';
import { isValidSignature, type PaymentOutcome, paymentOutcomes } from '../../infrastructure/payments/signature.js';
import { AppError } from '../../kernel/app-error.js';
import { lockOrder } from '../orders/repository.js';
import { orderEventPayload } from '../orders/serialize.js';

export interface CallbackForm {
  outcome: string | null;
  nonce: string | null;
  signature: string | null;
}

export interface CompletedPayment {
  outcome: PaymentOutcome;
  /** Where the browser goes next: the status page, or the branch checkout's payment-failed page. */
  redirectTo: string;
}

const { paymentPage } = messages;

function parseForm(form: CallbackForm) {
  const outcome = paymentOutcomes.find((candidate) => candidate === form.outcome);
  const wellFormed = (value: string | null): value is string =>
    value !== null && value.length > 0 && value.length <= 200;
  if (!outcome || !wellFormed(form.nonce) || !wellFormed(form.signature)) {
    throw new AppError('bad_request', paymentPage.invalidCallback, { code: 'invalid_callback' });
  }
  return { outcome, nonce: form.nonce, signature: form.signature };
}

/**
 * The signed callback of the test payment page. In one transaction: the payment row is locked, the signature checked
 * (HMAC over id, outcome and the payment's nonce; 403 when wrong), the payment leaves 'pending' (a second callback is
 * a 409 and changes nothing), the order becomes paid (or failed) and the outbox gets 'order.paid' (or
 * 'order.changed').
 */
export async function completeTestPayment(
  db: Db,
  secret: Buffer,
  paymentId: string,
  form: CallbackForm,
  now: Date,
): Promise<CompletedPayment> {
  const { outcome, nonce, signature } = parseForm(form);
  return db.transaction().execute(async (trx) => {
    const payment = await trx
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .forUpdate()
      .executeTakeFirst();
    if (!payment) throw AppError.notFound(paymentPage.paymentNotFound);
    if (!isValidSignature(secret, payment.id, outcome, nonce, signature) || nonce !== payment.nonce) {
      throw new AppError('forbidden', paymentPage.invalidCallback, { code: 'invalid_signature' });
    }
    if (payment.status !== 'pending') {
      throw new AppError('conflict', paymentPage.callbackUsed, { code: 'callback_used' });
    }
    await trx.updateTable('payments').set({ status: outcome, completedAt: now }).where('id', '=', payment.id).execute();
    const order = await lockOrder(trx, payment.orderId);
    if (!order) throw AppError.notFound(paymentPage.paymentNotFound);
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
    if (outcome === 'paid') {
      return { outcome, redirectTo: `/status/${encodeURIComponent(updated.uid)}/${encodeURIComponent(updated.hash)}` };
    }
    const branch = await trx
      .selectFrom('branches')
      .select('identifier')
      .where('id', '=', updated.branchId)
      .executeTakeFirstOrThrow();
    return { outcome, redirectTo: `/store/${encodeURIComponent(branch.identifier)}/checkout/error` };
  });
}
