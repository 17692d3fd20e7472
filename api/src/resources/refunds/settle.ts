import { isFullyRefunded } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import type { OrderRow } from '../../db/rows.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { recordOrderEvent } from '../../infrastructure/events/outbox.js';
import type { RefundAnswer } from '../../infrastructure/payments/refund-gateway.js';
import { lockOrder } from '../orders/repository.js';
import { orderEventPayload } from '../orders/serialize.js';
import { orderAuditView } from '../orders/status/order-audit.js';
import { amountOfCents, centsOf, lockRefund } from './repository.js';

/** Who the audit entry names: the staff member of the request, or nobody with `via` (the reconciliation). */
export interface RefundAuditActor {
  actor: Actor;
  via?: 'reconciliation';
}

/**
 * Applies the provider's answer to a refund that is still open ('requested' or 'pending'), in one transaction with
 * the refund and the order locked: 'refunded' adds the amount to the order's refunded amount (isRefunded once it
 * reaches the payment), writes 'order.changed' and the audit entry (order before → after); 'pending' stores the
 * provider's refund id (audited: the provider has it); 'failed' keeps the provider's words on the row and frees its
 * amount (the order is not touched; audited only when the provider had taken the refund before). A refund already
 * settled is left as it is, so two processes applying the same answer change it once. Returns the order when it
 * changed.
 */
export async function settleRefund(
  db: Db,
  refundId: number,
  answer: RefundAnswer,
  now: Date,
  who: RefundAuditActor,
): Promise<OrderRow | null> {
  return db.transaction().execute(async (trx) => {
    const refund = await lockRefund(trx, refundId);
    if (!refund || (refund.status !== 'requested' && refund.status !== 'pending')) return null;
    const order = await lockOrder(trx, refund.orderId);
    if (!order) return null;
    const providerRefundId = answer.providerRefundId ?? refund.providerRefundId;
    const data = {
      refundId: refund.id,
      amount: amountOfCents(centsOf(refund.amount)),
      reason: refund.reason,
      status: answer.status,
      ...(refund.isAutomatic ? { automatic: true } : {}),
      ...(who.via ? { via: who.via } : {}),
    };
    const audit = (before: OrderRow, after: OrderRow, action: string) =>
      recordAudit(trx, {
        actor: who.actor,
        action,
        resource: 'orders',
        resourceId: order.id,
        before: orderAuditView(before),
        after: orderAuditView(after),
        label: `#${order.ticketNumber}`,
        data,
        at: now,
      });
    if (answer.status === 'failed') {
      await trx
        .updateTable('refunds')
        .set({ status: 'failed', providerRefundId, error: (answer.detail ?? 'failed').slice(0, 500), checkedAt: now })
        .where('id', '=', refund.id)
        .execute();
      if (refund.status === 'pending') await audit(order, order, 'refund-failed');
      return null;
    }
    if (answer.status === 'pending') {
      if (refund.status === 'requested') {
        await trx
          .updateTable('refunds')
          .set({ status: 'pending', providerRefundId, checkedAt: now })
          .where('id', '=', refund.id)
          .execute();
        await audit(order, order, 'refund');
      } else {
        await trx.updateTable('refunds').set({ checkedAt: now }).where('id', '=', refund.id).execute();
      }
      return null;
    }
    const payment = await trx
      .selectFrom('payments')
      .select('amount')
      .where('id', '=', refund.paymentId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('refunds')
      .set({ status: 'refunded', providerRefundId, error: null, checkedAt: now, completedAt: now })
      .where('id', '=', refund.id)
      .execute();
    const refunded = centsOf(order.refundedAmount) + centsOf(refund.amount);
    const updated = await trx
      .updateTable('orders')
      .set({
        refundedAmount: amountOfCents(refunded),
        isRefunded: isFullyRefunded(centsOf(payment.amount), refunded),
        updatedAt: now,
      })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordOrderEvent(trx, {
      type: 'order.changed',
      orderId: updated.id,
      branchId: updated.branchId,
      payload: orderEventPayload(updated),
      at: now,
    });
    await audit(order, updated, 'refund');
    return updated;
  });
}
