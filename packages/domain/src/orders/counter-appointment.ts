import type { IsoDateTime } from '../entities/common.js';
import type { OrderFlags } from '../entities/order.js';
import { ordersMessages } from '../messages/orders.js';

export type CounterAppointmentOrder = Pick<OrderFlags, 'isConfirmed' | 'isRejected' | 'isCanceled'> & {
  appointment: IsoDateTime | null;
  counterAppointment: IsoDateTime | null;
};

export type CounterAppointmentResult<T> = { ok: true; order: T } | { ok: false; message: string };

/**
 * Spec §4 Counter-appointment: the customer may answer only if a counter-appointment exists and the order is
 * unconfirmed and not rejected. Decision: a canceled order cannot be answered either.
 */
export function canAnswerCounterAppointment(order: CounterAppointmentOrder): boolean {
  return (
    order.counterAppointment !== null &&
    order.counterAppointment !== '' &&
    !order.isConfirmed &&
    !order.isRejected &&
    !order.isCanceled
  );
}

/** Confirming sets the appointment to the counter-appointment and confirms the order. */
export function confirmCounterAppointment<T extends CounterAppointmentOrder>(order: T): CounterAppointmentResult<T> {
  if (!canAnswerCounterAppointment(order)) return { ok: false, message: ordersMessages.statusChangeFailed };
  return { ok: true, order: { ...order, appointment: order.counterAppointment, isConfirmed: true } };
}

/** Rejecting the counter-appointment cancels the order. */
export function rejectCounterAppointment<T extends CounterAppointmentOrder>(order: T): CounterAppointmentResult<T> {
  if (!canAnswerCounterAppointment(order)) return { ok: false, message: ordersMessages.statusChangeFailed };
  return { ok: true, order: { ...order, isCanceled: true } };
}
