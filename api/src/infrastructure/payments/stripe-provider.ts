import type { PaymentMethodRegistry } from './payment-methods.js';
import { pendingPaymentMethods } from './pending-payment.js';
import { stripeProviderName } from './stripe-client.js';

/** Where the browser goes to pay: our own route, which creates the Checkout Session outside the placement. */
export function stripeStartPath(paymentId: string): string {
  return `/api/payments/stripe/${encodeURIComponent(paymentId)}/start`;
}

/** The online methods served by Stripe Checkout (PAYMENT_PROVIDER=stripe). */
export function stripePaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return pendingPaymentMethods({ name: stripeProviderName, startPath: stripeStartPath, now });
}
