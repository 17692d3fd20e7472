import { randomBytes } from 'node:crypto';
import type { PaymentMethodHandler, PaymentMethodRegistry } from './payment-methods.js';

export const testProviderName = 'test';

/** Where the browser goes to pay: the test payment page of our own API (same origin as the shop). */
export function testPaymentPagePath(paymentId: string): string {
  return `/api/payments/test/${encodeURIComponent(paymentId)}`;
}

function handlerFor(method: 'online' | 'online-alternative', now: () => Date): PaymentMethodHandler {
  return {
    // Inside the placement transaction: the payment exists exactly when the order does, and an idempotent replay of
    // the placement returns the stored response with this same address.
    async start({ trx, order }) {
      const id = randomBytes(16).toString('base64url');
      await trx
        .insertInto('payments')
        .values({
          id,
          orderId: order.id,
          provider: testProviderName,
          method,
          amount: order.totalGross,
          currency: order.currency,
          nonce: randomBytes(16).toString('base64url'),
          createdAt: now(),
        })
        .execute();
      return { paymentRedirectUrl: testPaymentPagePath(id) };
    },
    // Staff "update payment status": what the latest test payment of the order says. The callback already marks the
    // order in its own transaction, so this is a re-read inside the caller's transaction.
    async checkStatus(order, trx) {
      const payment = await trx
        .selectFrom('payments')
        .select('status')
        .where('orderId', '=', order.id)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      if (payment?.status === 'paid') return { isPaid: true, isFailed: false };
      if (payment?.status === 'failed') return { isFailed: true };
      return null;
    },
  };
}

/** The online methods served by the built-in test provider (PAYMENT_PROVIDER=test). */
export function testPaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return { online: handlerFor('online', now), 'online-alternative': handlerFor('online-alternative', now) };
}
