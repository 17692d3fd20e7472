import { ordersMessages } from '../messages/orders.js';
import { type OrderState, type OrderStateFlags, orderStateOf } from './order-state.js';

/** Staff order actions (spec §4), each posted to /orders/{id}/status/{action} (spec §7). */
export const orderActions = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed'] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * The allowed order of the staff actions, as data (Vendure-style). The spec does not give it (§4 "not shown");
 * decision:
 * - confirm or reject only while waiting for confirmation;
 * - cancel while waiting, confirmed or in delivery;
 * - in-delivery (for pickup orders: ready for pickup) only from confirmed;
 * - completed from confirmed or in delivery;
 * - nothing from completed, rejected or canceled.
 */
export const orderActionsByState: Readonly<Record<OrderState, readonly OrderAction[]>> = {
  waiting: ['confirm', 'reject', 'cancel'],
  confirmed: ['cancel', 'in-delivery', 'completed'],
  'in-delivery': ['cancel', 'completed'],
  completed: [],
  rejected: [],
  canceled: [],
};

/** The state each action leads to. */
export const orderActionTargets: Readonly<Record<OrderAction, OrderState>> = {
  confirm: 'confirmed',
  reject: 'rejected',
  cancel: 'canceled',
  'in-delivery': 'in-delivery',
  completed: 'completed',
};

const flagOfAction: Readonly<Record<OrderAction, keyof OrderStateFlags>> = {
  confirm: 'isConfirmed',
  reject: 'isRejected',
  cancel: 'isCanceled',
  'in-delivery': 'isInDelivery',
  completed: 'isCompleted',
};

export function allowedOrderActions(flags: OrderStateFlags): readonly OrderAction[] {
  return orderActionsByState[orderStateOf(flags)];
}

export function canApplyOrderAction(flags: OrderStateFlags, action: OrderAction): boolean {
  return allowedOrderActions(flags).includes(action);
}

/** The §8 message shown when an action fails or is refused. */
export function orderActionFailureMessage(action: OrderAction): string {
  return action === 'cancel' ? ordersMessages.cancelFailed : ordersMessages.statusChangeFailed;
}

export type OrderActionResult<T> =
  | { ok: true; order: T; state: OrderState }
  | { ok: false; state: OrderState; message: string };

/**
 * Applies a staff action to an order (or just its flags): the new flags, or a refusal with the §8 message
 * ('Bestellung konnte nicht storniert werden.' for cancel, else 'Bestellstatus konnte nicht geändert werden.').
 * Only the action's own flag is set; isDelivered is left to whoever records the delivery.
 */
export function applyOrderAction<T extends OrderStateFlags>(order: T, action: OrderAction): OrderActionResult<T> {
  const state = orderStateOf(order);
  if (!orderActionsByState[state].includes(action)) {
    return { ok: false, state, message: orderActionFailureMessage(action) };
  }
  const next: T = { ...order, [flagOfAction[action]]: true };
  return { ok: true, order: next, state: orderStateOf(next) };
}
