import type { AppDeps } from '../../../infrastructure/deps.js';
import type { OrderServices } from '../order-services.js';
import { autoAcceptOrder } from './staff-service.js';

/**
 * Auto-accept of an order paid online (issue 27 point 4): the placement leaves it waiting (not paid yet); once its
 * payment completes (test provider callback, Mollie return or webhook, Stripe return or webhook) it is confirmed the
 * same way as a cash order at placement (event, audit `via: auto-accept`, customer notice, acknowledged). An order
 * that is not paid, of a branch without auto-accept, or no longer waiting is left as it is; a failure is logged and
 * never undoes the payment.
 */
export async function autoAcceptPaidOrder(deps: AppDeps, services: OrderServices, paymentId: string): Promise<void> {
  try {
    const row = await deps.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .innerJoin('branches', 'branches.id', 'orders.branchId')
      .select(['orders.id as orderId', 'orders.isPaid', 'branches.isAutoAcceptEnabled', 'branches.autoAcceptMinutes'])
      .where('payments.id', '=', paymentId)
      .executeTakeFirst();
    if (!row?.isPaid || !row.isAutoAcceptEnabled) return;
    await autoAcceptOrder(deps, services, row.orderId, row.autoAcceptMinutes);
  } catch (error) {
    deps.logger.error({ err: error, paymentId }, 'auto-accept after payment failed');
  }
}
