/**
 * What the refunds and the reconciliation ask of a payment provider (issue 25 points 3 and 4). One adapter per
 * provider: Stripe (official SDK), Mollie (fetch + zod, like its payments), the built-in test provider (refunds at
 * once, for the demo).
 */

/** Our payment row, as far as a provider needs it. */
export interface PaymentRef {
  id: string;
  provider: string;
  /** Stripe PaymentIntent `pi_…` / Mollie payment `tr_…`; null until known. */
  providerReference: string | null;
  /** Stripe Checkout Session `cs_…` (null for other providers, and for payments started before migration 0033). */
  checkoutSession: string | null;
  /** Mollie keeps its payment id here from the start on (mollie-routes.ts). */
  nonce: string;
}

export interface RefundCall {
  payment: PaymentRef;
  /** The provider's payment reference the refund names (from `resolveReference`). */
  reference: string;
  cents: bigint;
  currency: string;
  reason: string;
  /** Sent as the provider's Idempotency-Key: the same refund attempt is made at most once. */
  idempotencyKey: string;
  refundId: number;
  orderUid: string;
}

/** What the provider says about a refund: done, taken but not done yet, or refused (with its words). */
export interface RefundAnswer {
  status: 'pending' | 'refunded' | 'failed';
  providerRefundId: string | null;
  detail?: string;
}

/** The provider could not be reached, timed out or answered 5xx: nothing is known to have happened. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered 4xx: it refused the call (e.g. more than is left at the provider). */
export class ProviderRefusedError extends Error {
  constructor(readonly detail: string) {
    super(detail);
    this.name = 'ProviderRefusedError';
  }
}

export interface RefundGateway {
  /** The reference a refund names (PaymentIntent / Mollie payment id); null when the provider knows none. */
  resolveReference(payment: PaymentRef): Promise<string | null>;
  refund(call: RefundCall): Promise<RefundAnswer>;
  refundStatus(payment: PaymentRef, reference: string, providerRefundId: string): Promise<RefundAnswer>;
}
