import { sql } from 'kysely';
import { refundGatewayFor } from '../../infrastructure/payments/refund-gateways.js';
import type { RefundDeps } from '../refunds/execute.js';
import { paymentRefOf, type RefundRow } from '../refunds/repository.js';
import { type RefundAuditActor, settleRefund } from '../refunds/settle.js';
import { askAgainAfterMs } from './pending-payments.js';

const batchSize = 20;
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Claims refunds to drive on (FOR UPDATE SKIP LOCKED, the claim time written in the same transaction): 'pending' ones
 * not asked in the last 5 minutes, and 'requested' ones whose provider call began more than 5 minutes ago (the process
 * stopped while asking; asked again with the same Idempotency-Key, so the provider refunds once).
 */
export function claimOpenRefunds(deps: RefundDeps, now: Date): Promise<RefundRow[]> {
  return deps.db.transaction().execute(async (trx) => {
    const due = ago(now, askAgainAfterMs);
    const rows = await trx
      .selectFrom('refunds')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'pending'), eb.or([eb('checkedAt', 'is', null), eb('checkedAt', '<=', due)])]),
          eb.and([eb('status', '=', 'requested'), eb('attemptedAt', '<=', due)]),
        ]),
      )
      .orderBy('attemptedAt')
      .limit(batchSize)
      .forUpdate()
      .modifyEnd(sql`skip locked`)
      .execute();
    for (const row of rows) {
      await trx
        .updateTable('refunds')
        .set(row.status === 'pending' ? { checkedAt: now } : { attemptedAt: now })
        .where('id', '=', row.id)
        .execute();
    }
    return rows;
  });
}

/** Asks the provider about a pending refund and applies the answer (done: the order shows the refunded amount). */
export async function checkPendingRefund(deps: RefundDeps, refund: RefundRow, now: Date, who: RefundAuditActor) {
  if (!refund.providerRefundId) return null;
  const payment = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', refund.paymentId)
    .executeTakeFirstOrThrow();
  const gateway = refundGatewayFor(deps, payment.provider);
  if (!gateway) return null;
  const ref = paymentRefOf(payment);
  const reference = await gateway.resolveReference(ref);
  if (!reference) return null;
  const answer = await gateway.refundStatus(ref, reference, refund.providerRefundId);
  await settleRefund(deps.db, refund.id, answer, now, who);
  return answer.status;
}
