import type { OrderFlags } from '../entities/order.js';

/** The state of an order in the staff workflow, derived from its flags. */
export const orderStates = ['waiting', 'confirmed', 'in-delivery', 'completed', 'rejected', 'canceled'] as const;
export type OrderState = (typeof orderStates)[number];

/** States nothing leaves. */
export const finalOrderStates: readonly OrderState[] = ['completed', 'rejected', 'canceled'];

export type OrderStateFlags = Pick<
  OrderFlags,
  'isConfirmed' | 'isRejected' | 'isCanceled' | 'isCompleted' | 'isInDelivery'
>;

/**
 * Reads the state from the flags. Precedence when several are set: rejected, canceled, completed, in delivery,
 * confirmed, else waiting for confirmation.
 */
export function orderStateOf(flags: OrderStateFlags): OrderState {
  if (flags.isRejected) return 'rejected';
  if (flags.isCanceled) return 'canceled';
  if (flags.isCompleted) return 'completed';
  if (flags.isInDelivery) return 'in-delivery';
  if (flags.isConfirmed) return 'confirmed';
  return 'waiting';
}

export function isFinalOrderState(state: OrderState): boolean {
  return finalOrderStates.includes(state);
}
