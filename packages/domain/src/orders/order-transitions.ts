import { ordersMessages } from '../messages/orders.js';
import { type OrderState, type OrderStateFlags, orderStateOf } from './order-state.js';

/** Staff order actions (spec §4), each posted to /orders/{id}/status/{action} (spec §7). */
export const orderActions = ['confirm', 'reject', 'cancel', 'in-delivery', 'completed', 'back-to-confirmed'] as const;
export type OrderAction = (typeof orderActions)[number];

/**
 * The allowed order of the staff actions, as data (Vendure-style). The spec does not give it (§4 "not shown");
 * decision:
 * - confirm or reject only while waiting for confirmation;
 * - cancel while waiting, confirmed or in delivery;
 * - in-delivery (for pickup orders: ready for pickup) only from confirmed;
 * - completed from confirmed or in delivery;
 * - back-to-confirmed only from in delivery (issue 27: the kitchen display's 'Zurück' undoes a 'Fertig' tapped by
 *   mistake; the order is being prepared again);
 * - nothing from completed, rejected or canceled.
 */
export const orderActionsByState: Readonly<Record<OrderState, readonly OrderAction[]>> = {
  waiting: ['confirm', 'reject', 'cancel'],
  confirmed: ['cancel', 'in-delivery', 'completed'],
  'in-delivery': ['cancel', 'completed', 'back-to-confirmed'],
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
  'back-to-confirmed': 'confirmed',
};

/** The flags each action changes. */
const flagsOfAction: Readonly<Record<OrderAction, Partial<OrderStateFlags>>> = {
  confirm: { isConfirmed: true },
  reject: { isRejected: true },
  cancel: { isCanceled: true },
  'in-delivery': { isInDelivery: true },
  completed: { isCompleted: true },
  'back-to-confirmed': { isInDelivery: false, isConfirmed: true },
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
 * Only the action's own flag is set (back-to-confirmed clears in-delivery and keeps confirmed); isDelivered is left to whoever records the delivery.
 */
export function applyOrderAction<T extends OrderStateFlags>(order: T, action: OrderAction): OrderActionResult<T> {
  const state = orderStateOf(order);
  if (!orderActionsByState[state].includes(action)) {
    return { ok: false, state, message: orderActionFailureMessage(action) };
  }
  const next: T = { ...order, ...flagsOfAction[action] };
  return { ok: true, order: next, state: orderStateOf(next) };
}
