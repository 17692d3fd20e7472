import { refundsMessages } from '@bestell/domain';
import type { AppDeps } from '../../infrastructure/deps.js';
import {
  ProviderRefusedError,
  ProviderUnavailableError,
  type RefundAnswer,
} from '../../infrastructure/payments/refund-gateway.js';
import { refundGatewayFor } from '../../infrastructure/payments/refund-gateways.js';
import { AppError } from '../../kernel/app-error.js';
import { centsOf, paymentRefOf } from './repository.js';
import { type RefundAuditActor, settleRefund } from './settle.js';

/** The provider's Idempotency-Key of one attempt of a refund: a repeated call of that attempt refunds once. */
export const refundIdempotencyKey = (refundId: number, attempt: number) => `bestell-refund-${refundId}-${attempt}`;

function refusal(answer: { detail?: string }): AppError {
  return new AppError('conflict', refundsMessages.providerRefused({ detail: answer.detail ?? 'failed' }), {
    code: 'provider_refused',
  });
}

/** What a refund needs: the database, the provider settings, a logger and the clock (the worker has no more). */
export type RefundDeps = Pick<AppDeps, 'db' | 'config' | 'logger' | 'now'>;

/**
 * Asks the provider for a refund row in state 'requested' (outside any transaction: no lock is held while the
 * provider answers) and applies the answer. A refund call that ends in a 5xx or a timeout may have gone through at
 * the provider: the refund stays 'requested' (its amount stays reserved, so no second refund can be started) and the
 * reconciliation sends it again with the same Idempotency-Key, so the provider refunds once; the answer is a German
 * 409 `provider_unavailable` saying so. When nothing reached the provider (no gateway, the payment's reference could
 * not be read) the refund is marked failed, its amount free again. A refusal (4xx) is 409 `provider_refused` with the
 * provider's words. Returns the provider's answer.
 */
export async function executeRefund(deps: RefundDeps, refundId: number, who: RefundAuditActor): Promise<RefundAnswer> {
  const row = await deps.db
    .selectFrom('refunds')
    .innerJoin('payments', 'payments.id', 'refunds.paymentId')
    .innerJoin('orders', 'orders.id', 'refunds.orderId')
    .selectAll('payments')
    .select([
      'refunds.id as refundId',
      'refunds.amount as refundAmount',
      'refunds.currency as refundCurrency',
      'refunds.reason',
      'refunds.attempt',
      'refunds.status as refundStatus',
      'orders.uid as orderUid',
    ])
    .where('refunds.id', '=', refundId)
    .executeTakeFirst();
  if (row?.refundStatus !== 'requested') throw AppError.notFound();
  const fail = async (detail: string) => {
    await settleRefund(deps.db, refundId, { status: 'failed', providerRefundId: null, detail }, deps.now(), who);
  };
  const gateway = refundGatewayFor(deps, row.provider);
  const payment = paymentRefOf(row);
  let reference: string | null;
  try {
    if (!gateway) throw new ProviderUnavailableError(`no refunds for provider ${row.provider}`);
    reference = await gateway.resolveReference(payment);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.logger.warn({ err: error, refundId }, 'refund: provider not reachable');
      await fail('provider unavailable');
      throw new AppError('conflict', refundsMessages.providerUnavailable, { code: 'provider_unavailable' });
    }
    throw error;
  }
  if (!reference) {
    await fail('no provider reference');
    throw new AppError('conflict', refundsMessages.noProviderReference, { code: 'no_provider_reference' });
  }
  if (reference !== row.providerReference) {
    await deps.db.updateTable('payments').set({ providerReference: reference }).where('id', '=', row.id).execute();
  }
  let answer: RefundAnswer;
  try {
    answer = await gateway.refund({
      payment,
      reference,
      cents: centsOf(row.refundAmount),
      currency: row.refundCurrency,
      reason: row.reason,
      idempotencyKey: refundIdempotencyKey(refundId, row.attempt),
      refundId,
      orderUid: row.orderUid,
    });
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.logger.warn({ err: error, refundId }, 'refund: outcome unknown, the reconciliation asks again');
      throw new AppError('conflict', refundsMessages.outcomeUnknown, { code: 'provider_unavailable' });
    }
    if (error instanceof ProviderRefusedError) {
      await fail(error.detail);
      throw refusal(error);
    }
    throw error;
  }
  await settleRefund(deps.db, refundId, answer, deps.now(), who);
  if (answer.status === 'failed') throw refusal(answer);
  return answer;
}
