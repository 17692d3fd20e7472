import Stripe from 'stripe';
import { readSecret, type SecretDeps } from '../secrets/index.js';

export const stripeProviderName = 'stripe';

/** Time limit of one Stripe API call; the customer then sees 'Die Zahlung ist derzeit nicht möglich …'. */
export const stripeTimeoutMs = 10_000;

export interface StripeSettings {
  /** STRIPE_API_BASE: e.g. http://127.0.0.1:12111 instead of https://api.stripe.com (tests, stripe-mock). */
  apiBase?: string;
  timeoutMs?: number;
}

/** Host, port and protocol of the SDK from an address such as http://127.0.0.1:12111 (none: api.stripe.com). */
function connectionOf(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** A Stripe SDK client for the given secret key (no retries: a failed start is shown, the customer decides). */
export function stripeClient(secretKey: string, settings: StripeSettings): Stripe {
  return new Stripe(secretKey, {
    ...connectionOf(settings.apiBase),
    timeout: settings.timeoutMs ?? stripeTimeoutMs,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}

/** The Stripe client with STRIPE_SECRET_KEY (environment first, else the back-office config); null when unset. */
export async function configuredStripe(deps: SecretDeps, settings: StripeSettings): Promise<Stripe | null> {
  const key = await readSecret(deps, 'stripeSecretKey');
  return key ? stripeClient(key, settings) : null;
}

/**
 * The verified event of a webhook call: signature (STRIPE_WEBHOOK_SECRET, environment first) over the raw body and
 * its timestamp (5 minutes tolerance) checked by the SDK. Null when the secret is unset or the signature is wrong.
 */
export async function verifiedStripeEvent(
  deps: SecretDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event | null> {
  const secret = await readSecret(deps, 'stripeWebhookSecret');
  if (!secret || !signature) return null;
  try {
    return stripeClient('sk_webhook_only', {}).webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    return null;
  }
}
