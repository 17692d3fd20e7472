import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PaymentMethodHandler, PaymentMethodRegistry } from './payment-methods.js';

export const mollieProviderName = 'mollie';

/**
 * Where the browser goes to pay: our own start route, which creates the Mollie payment outside the placement
 * transaction and answers 303 to Mollie's checkout.
 */
export function mollieStartPath(paymentId: string): string {
  return `/api/payments/mollie/${encodeURIComponent(paymentId)}/start`;
}

/**
 * Mollie's payment id is kept in the payment row's `nonce` once the payment was created there (a Mollie row has no
 * callback to sign; before creation the nonce is random and never starts with 'tr_').
 */
export function isMolliePaymentId(value: string): boolean {
  return /^tr_[A-Za-z0-9]{1,64}$/.test(value);
}

async function latestStatus(orderId: number, trx: Transaction<DB>) {
  const payment = await trx
    .selectFrom('payments')
    .select('status')
    .where('orderId', '=', orderId)
    .where('provider', '=', mollieProviderName)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  if (payment?.status === 'paid') return { isPaid: true, isFailed: false };
  if (payment?.status === 'failed') return { isFailed: true };
  return null;
}

function handlerFor(method: 'online' | 'online-alternative', now: () => Date): PaymentMethodHandler {
  return {
    // Inside the placement transaction: only the row is written (no call to Mollie while the order is locked).
    async start({ trx, order }) {
      const id = randomBytes(16).toString('base64url');
      await trx
        .insertInto('payments')
        .values({
          id,
          orderId: order.id,
          provider: mollieProviderName,
          method,
          amount: order.totalGross,
          currency: order.currency,
          nonce: randomBytes(16).toString('base64url'),
          createdAt: now(),
        })
        .execute();
      return { paymentRedirectUrl: mollieStartPath(id) };
    },
    // The webhook and the return route settle the row; this re-reads it inside the caller's transaction.
    checkStatus: (order, trx) => latestStatus(order.id, trx),
  };
}

/** The online methods served by Mollie (PAYMENT_PROVIDER=mollie). */
export function molliePaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return { online: handlerFor('online', now), 'online-alternative': handlerFor('online-alternative', now) };
}
