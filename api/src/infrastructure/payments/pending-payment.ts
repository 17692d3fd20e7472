import { randomBytes } from 'node:crypto';
import type { PaymentMethodHandler, PaymentMethodRegistry } from './payment-methods.js';

export interface PendingPaymentProvider {
  /** Stored in `payments.provider`. */
  name: string;
  /** Where the browser goes to pay: a route of our own, outside the placement transaction. */
  startPath: (paymentId: string) => string;
  now: () => Date;
}

function handlerFor(provider: PendingPaymentProvider, method: 'online' | 'online-alternative'): PaymentMethodHandler {
  return {
    // Inside the placement transaction only the payment row is written (no provider call while the order's
    // transaction is open): the payment exists exactly when the order does, and an idempotent replay of the placement
    // returns the stored response with this same address.
    async start({ trx, order }) {
      const id = randomBytes(16).toString('base64url');
      await trx
        .insertInto('payments')
        .values({
          id,
          orderId: order.id,
          provider: provider.name,
          method,
          amount: order.totalGross,
          currency: order.currency,
          nonce: randomBytes(16).toString('base64url'),
          createdAt: provider.now(),
        })
        .execute();
      return { paymentRedirectUrl: provider.startPath(id) };
    },
    // Staff "update payment status": the callback, webhook or return settles the row in its own transaction; this
    // re-reads the order's latest payment of this provider inside the caller's transaction.
    async checkStatus(order, trx) {
      const payment = await trx
        .selectFrom('payments')
        .select('status')
        .where('orderId', '=', order.id)
        .where('provider', '=', provider.name)
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
      if (payment?.status === 'paid') return { isPaid: true, isFailed: false };
      if (payment?.status === 'failed') return { isFailed: true };
      return null;
    },
  };
}

/** The online methods of a provider whose payment starts as a pending row and a redirect to our own route. */
export function pendingPaymentMethods(provider: PendingPaymentProvider): Partial<PaymentMethodRegistry> {
  return { online: handlerFor(provider, 'online'), 'online-alternative': handlerFor(provider, 'online-alternative') };
}
