import { sql } from 'kysely';
import { getMolliePayment } from '../../infrastructure/payments/mollie-client.js';
import { isMolliePaymentId } from '../../infrastructure/payments/mollie-provider.js';
import { configuredStripe } from '../../infrastructure/payments/stripe-client.js';
import { readSecret } from '../../infrastructure/secrets/index.js';
import { settleMolliePayment } from '../payments/mollie-settle.js';
import { completeStripePayment, markStripeOrderFailed } from '../payments/stripe-complete.js';
import type { RefundDeps } from '../refunds/execute.js';
import type { PaymentRow } from '../refunds/repository.js';

/** A payment still pending this long is asked again at its provider (issue 25 point 4). */
export const pendingAfterMs = 10 * 60 * 1000;
/** Asked at most this often per payment (and per refund), whichever process asks. */
export const askAgainAfterMs = 5 * 60 * 1000;
/** Payments older than this are no longer asked (a Checkout Session expires after 24 hours, Mollie's within days). */
export const giveUpAfterMs = 7 * 24 * 60 * 60 * 1000;
const batchSize = 20;

const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Claims up to `batchSize` payments of Stripe or Mollie pending for more than 10 minutes and not asked in the last 5:
 * FOR UPDATE SKIP LOCKED, then `checked_at` = now in the same transaction, so several API processes running the
 * reconciliation at once never ask for the same payment twice.
 */
export function claimPendingPayments(deps: RefundDeps, now: Date): Promise<PaymentRow[]> {
  return deps.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .where('provider', 'in', ['stripe', 'mollie'])
      .where('createdAt', '<=', ago(now, pendingAfterMs))
      .where('createdAt', '>', ago(now, giveUpAfterMs))
      .where((eb) => eb.or([eb('checkedAt', 'is', null), eb('checkedAt', '<=', ago(now, askAgainAfterMs))]))
      .orderBy('createdAt')
      .limit(batchSize)
      .forUpdate()
      .modifyEnd(sql`skip locked`)
      .execute();
    if (rows.length > 0) {
      await trx
        .updateTable('payments')
        .set({ checkedAt: now })
        .where(
          'id',
          'in',
          rows.map((row) => row.id),
        )
        .execute();
    }
    return rows;
  });
}

export type PaymentCheck = 'paid' | 'failed' | 'unchanged' | 'not-asked';

/**
 * Asks the provider about one pending payment and applies the answer with the same code as the webhook and the
 * return (exactly once under the payment row lock): Stripe's Checkout Session (`GET /v1/checkout/sessions/{id}`;
 * an expired session marks the order's payment failed, visible to staff and on the status page), Mollie's payment
 * (`GET /v2/payments/{id}`; canceled, expired and failed mark it failed).
 */
export async function checkPendingPayment(deps: RefundDeps, payment: PaymentRow, now: Date): Promise<PaymentCheck> {
  if (payment.provider === 'stripe') {
    if (!payment.checkoutSession) return 'not-asked';
    const { stripeApiBase, stripeTimeoutMs } = deps.config.payments;
    const stripe = await configuredStripe(deps, {
      ...(stripeApiBase ? { apiBase: stripeApiBase } : {}),
      ...(stripeTimeoutMs ? { timeoutMs: stripeTimeoutMs } : {}),
    });
    if (!stripe) return 'not-asked';
    const session = await stripe.checkout.sessions.retrieve(payment.checkoutSession);
    const outcome = await completeStripePayment(deps.db, payment.id, session, now);
    if (outcome === 'paid') return 'paid';
    if (outcome === 'not-paid' && session.status === 'expired') {
      await markStripeOrderFailed(deps.db, payment.id, now);
      return 'failed';
    }
    return 'unchanged';
  }
  if (payment.provider === 'mollie') {
    if (!isMolliePaymentId(payment.nonce)) return 'not-asked';
    const apiKey = await readSecret(deps, 'mollieApiKey');
    if (!apiKey) return 'not-asked';
    const molliePayment = await getMolliePayment(
      {
        apiKey,
        apiBase: deps.config.payments.mollieApiBase ?? 'https://api.mollie.com',
        timeoutMs: deps.config.payments.mollieTimeoutMs ?? 10_000,
      },
      payment.nonce,
    );
    return settleMolliePayment(deps.db, payment.id, molliePayment, now);
  }
  return 'not-asked';
}
