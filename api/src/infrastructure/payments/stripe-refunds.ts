import Stripe from 'stripe';
import type { SecretDeps } from '../secrets/index.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type RefundAnswer,
  type RefundGateway,
} from './refund-gateway.js';
import { configuredStripe, type StripeSettings } from './stripe-client.js';

/** Stripe's refund states: succeeded is done; failed and canceled are refused; pending, requires_action wait. */
function answerOf(refund: Stripe.Refund): RefundAnswer {
  if (refund.status === 'succeeded') return { status: 'refunded', providerRefundId: refund.id };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return { status: 'failed', providerRefundId: refund.id, detail: refund.failure_reason ?? refund.status };
  }
  return { status: 'pending', providerRefundId: refund.id };
}

/** An SDK error as ours: 4xx is a refusal (with Stripe's message), anything else (5xx, network, timeout) unavailable. */
function translate(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode ?? 0;
    if (status >= 400 && status < 500 && status !== 429) return new ProviderRefusedError(error.message);
    return new ProviderUnavailableError(`Stripe answered ${status || error.type}`, { cause: error });
  }
  return new ProviderUnavailableError('Stripe not reachable', { cause: error });
}

/**
 * Refunds at Stripe with the official SDK: `POST /v1/refunds` with the PaymentIntent (the Checkout Session's
 * `payment_intent`, fetched with `GET /v1/checkout/sessions/{id}` when not yet stored), the amount in cents and an
 * Idempotency-Key; `GET /v1/refunds/{id}` for a refund still pending.
 */
export function stripeRefundGateway(deps: SecretDeps, settings: StripeSettings): RefundGateway {
  const client = async () => {
    const stripe = await configuredStripe(deps, settings);
    if (!stripe) throw new ProviderUnavailableError('STRIPE_SECRET_KEY is not set');
    return stripe;
  };
  return {
    async resolveReference(payment) {
      if (payment.providerReference) return payment.providerReference;
      if (!payment.checkoutSession) return null;
      const stripe = await client();
      try {
        const session = await stripe.checkout.sessions.retrieve(payment.checkoutSession);
        const intent = session.payment_intent;
        return typeof intent === 'string' ? intent : (intent?.id ?? null);
      } catch (error) {
        throw translate(error);
      }
    },
    async refund(call) {
      const stripe = await client();
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: call.reference,
            amount: Number(call.cents),
            metadata: { refundId: String(call.refundId), orderUid: call.orderUid, reason: call.reason.slice(0, 500) },
          },
          { idempotencyKey: call.idempotencyKey },
        );
        return answerOf(refund);
      } catch (error) {
        throw translate(error);
      }
    },
    async refundStatus(_payment, _reference, providerRefundId) {
      const stripe = await client();
      try {
        return answerOf(await stripe.refunds.retrieve(providerRefundId));
      } catch (error) {
        throw translate(error);
      }
    },
  };
}
