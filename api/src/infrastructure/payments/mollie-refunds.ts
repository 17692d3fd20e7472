import { z } from 'zod';
import { readSecret, type SecretDeps } from '../secrets/index.js';
import { type MollieClientOptions, mollieAmountValue, sendMollieRequest } from './mollie-client.js';
import { isMolliePaymentId } from './mollie-provider.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type RefundAnswer,
  type RefundGateway,
} from './refund-gateway.js';

export const mollieRefundStatuses = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;

const refundSchema = z.object({
  resource: z.literal('refund'),
  id: z.string().min(1),
  status: z.enum(mollieRefundStatuses),
  amount: z.object({ value: z.string(), currency: z.string() }),
});

type MollieRefund = z.infer<typeof refundSchema>;

function answerOf(refund: MollieRefund): RefundAnswer {
  if (refund.status === 'refunded') return { status: 'refunded', providerRefundId: refund.id };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    return { status: 'failed', providerRefundId: refund.id, detail: refund.status };
  }
  return { status: 'pending', providerRefundId: refund.id };
}

async function call(options: MollieClientOptions, path: string, init: RequestInit): Promise<MollieRefund> {
  let response: Response;
  try {
    response = await sendMollieRequest(options, path, init);
  } catch (error) {
    throw new ProviderUnavailableError(`Mollie ${init.method ?? 'GET'} ${path} failed`, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.status >= 500 || response.status === 429) {
    throw new ProviderUnavailableError(`Mollie ${path} answered ${response.status}`);
  }
  if (!response.ok) {
    const detail = z.object({ detail: z.string() }).safeParse(body);
    throw new ProviderRefusedError(detail.success ? detail.data.detail : `status ${response.status}`);
  }
  const parsed = refundSchema.safeParse(body);
  if (!parsed.success) throw new ProviderUnavailableError(`Mollie ${path}: not a refund`, { cause: parsed.error });
  return parsed.data;
}

/**
 * Refunds at Mollie (https://docs.mollie.com/reference/create-refund, get-refund): `POST /v2/payments/{id}/refunds`
 * with the amount as a two-decimal string, a description (shown on the customer's statement, 140 characters at most)
 * and an Idempotency-Key; `GET /v2/payments/{id}/refunds/{refundId}` for a refund not yet done.
 */
export function mollieRefundGateway(deps: SecretDeps, settings: { apiBase: string; timeoutMs: number }): RefundGateway {
  const options = async (): Promise<MollieClientOptions> => {
    const apiKey = await readSecret(deps, 'mollieApiKey');
    if (!apiKey) throw new ProviderUnavailableError('No Mollie API key (MOLLIE_API_KEY or Einstellungen)');
    return { apiKey, ...settings };
  };
  return {
    async resolveReference(payment) {
      if (payment.providerReference) return payment.providerReference;
      return isMolliePaymentId(payment.nonce) ? payment.nonce : null;
    },
    async refund(refund) {
      return answerOf(
        await call(await options(), `/v2/payments/${encodeURIComponent(refund.reference)}/refunds`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': refund.idempotencyKey },
          body: JSON.stringify({
            amount: { currency: refund.currency, value: mollieAmountValue(refund.cents) },
            description: refund.reason.slice(0, 140),
            metadata: { refundId: String(refund.refundId), orderUid: refund.orderUid },
          }),
        }),
      );
    },
    async refundStatus(_payment, reference, providerRefundId) {
      const path = `/v2/payments/${encodeURIComponent(reference)}/refunds/${encodeURIComponent(providerRefundId)}`;
      return answerOf(await call(await options(), path, { method: 'GET' }));
    },
  };
}
