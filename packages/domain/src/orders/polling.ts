import type { OrderFlags } from '../entities/order.js';

/** Spec §9: status polling every 10,000 ms. */
export const ORDER_STATUS_POLL_INTERVAL_MS = 10_000;

/** Spec §4: the status page reloads until the order is completed, rejected, canceled or failed. */
export function shouldPollOrderStatus(
  flags: Pick<OrderFlags, 'isCompleted' | 'isRejected' | 'isCanceled' | 'isFailed'>,
): boolean {
  return !(flags.isCompleted || flags.isRejected || flags.isCanceled || flags.isFailed);
}
