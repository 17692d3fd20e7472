import type { PaymentMethodRegistry } from './payment-methods.js';
import { pendingPaymentMethods } from './pending-payment.js';

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

/** The online methods served by Mollie (PAYMENT_PROVIDER=mollie). */
export function molliePaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return pendingPaymentMethods({ name: mollieProviderName, startPath: mollieStartPath, now });
}
