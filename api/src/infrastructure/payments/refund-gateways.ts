import type { AppConfig } from '../../kernel/config.js';
import type { SecretDeps } from '../secrets/index.js';
import { mollieRefundGateway } from './mollie-refunds.js';
import type { RefundGateway } from './refund-gateway.js';
import { stripeRefundGateway } from './stripe-refunds.js';
import { testRefundGateway } from './test-refunds.js';

/** The refund adapter of each provider a payment row can name (`payments.provider`). */
export function refundGatewayFor(
  deps: SecretDeps & { config: Pick<AppConfig, 'payments'> },
  provider: string,
): RefundGateway | null {
  const { payments } = deps.config;
  if (provider === 'stripe') {
    return stripeRefundGateway(deps, {
      ...(payments.stripeApiBase ? { apiBase: payments.stripeApiBase } : {}),
      ...(payments.stripeTimeoutMs ? { timeoutMs: payments.stripeTimeoutMs } : {}),
    });
  }
  if (provider === 'mollie') {
    return mollieRefundGateway(deps, {
      apiBase: payments.mollieApiBase ?? 'https://api.mollie.com',
      timeoutMs: payments.mollieTimeoutMs ?? 10_000,
    });
  }
  return provider === 'test' ? testRefundGateway : null;
}
