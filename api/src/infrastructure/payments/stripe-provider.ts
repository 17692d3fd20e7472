import { randomBytes } from 'node:crypto';
import type { PaymentMethodHandler, PaymentMethodRegistry } from './payment-methods.js';
import { stripeProviderName } from './stripe-client.js';

/** Where the browser goes to pay: our own route, which creates the Checkout Session outside the placement. */
export function stripeStartPath(paymentId: string): string {
  return `/api/payments/stripe/${encodeURIComponent(paymentId)}/start`;
}

function handlerFor(method: 'online' | 'online-alternative', now: () => Date): PaymentMethodHandler {
  return {
    // Inside the placement transaction: only the payment row is written (no call to Stripe while the order's
    // transaction is open); the start route creates the Checkout Session when the browser arrives.
    async start({ trx, order }) {
      const id = randomBytes(16).toString('base64url');
      await trx
        .insertInto('payments')
        .values({
          id,
          orderId: order.id,
          provider: stripeProviderName,
          method,
          amount: order.totalGross,
          currency: order.currency,
          nonce: randomBytes(16).toString('base64url'),
          createdAt: now(),
        })
        .execute();
      return { paymentRedirectUrl: stripeStartPath(id) };
    },
    // Staff "update payment status": the webhook and the return mark the payment in their own transaction.
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

/** The online methods served by Stripe Checkout (PAYMENT_PROVIDER=stripe). */
export function stripePaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return { online: handlerFor('online', now), 'online-alternative': handlerFor('online-alternative', now) };
}
