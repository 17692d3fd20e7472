import type { PaymentMethodRegistry } from './payment-methods.js';
import { pendingPaymentMethods } from './pending-payment.js';

export const testProviderName = 'test';

/** Where the browser goes to pay: the test payment page of our own API (same origin as the shop). */
export function testPaymentPagePath(paymentId: string): string {
  return `/api/payments/test/${encodeURIComponent(paymentId)}`;
}

/** The online methods served by the built-in test provider (PAYMENT_PROVIDER=test). */
export function testPaymentMethods(now: () => Date): Partial<PaymentMethodRegistry> {
  return pendingPaymentMethods({ name: testProviderName, startPath: testPaymentPagePath, now });
}
