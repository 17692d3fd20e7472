import type { Actor } from '../../infrastructure/auth/actor.js';
import { AppError } from '../../kernel/app-error.js';
import { executeRefund, type RefundDeps } from '../refunds/execute.js';
import type { RefundAuditActor } from '../refunds/settle.js';
import { createAutomaticRefunds } from './auto-refunds.js';
import { checkPendingRefund, claimOpenRefunds } from './open-refunds.js';
import { checkPendingPayment, claimPendingPayments } from './pending-payments.js';

/** The audit log's 'who' of the reconciliation: no staff member, `via: 'reconciliation'` in the entry's data. */
const system: RefundAuditActor = { actor: { kind: 'anonymous' } satisfies Actor, via: 'reconciliation' };

export interface ReconciliationResult {
  paymentsAsked: number;
  paid: number;
  failed: number;
  automaticRefunds: number;
  refundsAsked: number;
}

/**
 * One pass of the reconciliation (issue 25 point 4), safe in several API processes at once:
 * 1. online payments still pending after 10 minutes are asked again at Stripe or Mollie (paid or failed as it says);
 * 2. a payment confirmed after its order was cancelled or rejected is refunded automatically (staff see the refund
 *    in the order detail and the audit log);
 * 3. refunds the provider has not finished yet are asked again (the order shows the amount once it confirms).
 * A provider that does not answer is logged; the next pass asks again.
 */
export async function runReconciliation(deps: RefundDeps): Promise<ReconciliationResult> {
  const now = deps.now();
  const result: ReconciliationResult = { paymentsAsked: 0, paid: 0, failed: 0, automaticRefunds: 0, refundsAsked: 0 };
  for (const payment of await claimPendingPayments(deps, now)) {
    try {
      const outcome = await checkPendingPayment(deps, payment, now);
      if (outcome !== 'not-asked') result.paymentsAsked += 1;
      if (outcome === 'paid') result.paid += 1;
      if (outcome === 'failed') result.failed += 1;
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: payment.id }, 'reconciliation: payment status not readable');
    }
  }
  for (const refundId of await createAutomaticRefunds(deps, now)) {
    result.automaticRefunds += 1;
    try {
      await executeRefund(deps, refundId, system);
    } catch (error) {
      // Failed at the provider: the refund shows as failed in the order detail, staff can refund by hand.
      const level = error instanceof AppError ? 'info' : 'warn';
      deps.logger[level]({ err: error, refundId }, 'reconciliation: automatic refund not done');
    }
  }
  for (const refund of await claimOpenRefunds(deps, now)) {
    try {
      if (refund.status === 'requested') await executeRefund(deps, refund.id, system);
      else await checkPendingRefund(deps, refund, now, system);
      result.refundsAsked += 1;
    } catch (error) {
      deps.logger.warn({ err: error, refundId: refund.id }, 'reconciliation: refund status not readable');
    }
  }
  if (result.paymentsAsked + result.automaticRefunds + result.refundsAsked > 0) {
    deps.logger.info(result, 'reconciliation: payments and refunds asked');
  }
  return result;
}
