import type { OrderFlags, PaymentMethod } from '../entities/order.js';
import { ordersMessages } from '../messages/orders.js';

/** What the customer sees on the status page (spec §4 Order status, customer view). */
export type CustomerOrderStatus =
  | 'waiting-for-confirmation'
  | 'confirmed'
  | 'in-delivery'
  | 'ready-for-pickup'
  | 'delivered'
  | 'completed'
  | 'canceled';

export type CustomerStatusFlags = Pick<
  OrderFlags,
  'isConfirmed' | 'isRejected' | 'isCanceled' | 'isCompleted' | 'isDelivery' | 'isInDelivery' | 'isDelivered'
>;

/**
 * Spec §4: waiting for confirmation → confirmed (being prepared) → in delivery (delivery: now being delivered;
 * pickup: ready for pickup — dine-in counts as pickup) → completed; delivery orders may show as delivered;
 * rejected or canceled shows 'Bestellung storniert'.
 */
export function customerOrderStatus(flags: CustomerStatusFlags): CustomerOrderStatus {
  if (flags.isRejected || flags.isCanceled) return 'canceled';
  if (flags.isCompleted) return 'completed';
  if (flags.isDelivery && flags.isDelivered) return 'delivered';
  if (flags.isInDelivery) return flags.isDelivery ? 'in-delivery' : 'ready-for-pickup';
  if (flags.isConfirmed) return 'confirmed';
  return 'waiting-for-confirmation';
}

export const customerOrderStatusLabels: Readonly<Record<CustomerOrderStatus, string>> = {
  'waiting-for-confirmation': ordersMessages.waitingForConfirmation,
  confirmed: ordersMessages.confirmed,
  'in-delivery': ordersMessages.inDelivery,
  'ready-for-pickup': ordersMessages.readyForPickup,
  delivered: ordersMessages.delivered,
  completed: ordersMessages.completed,
  canceled: ordersMessages.canceled,
};

export interface TimelineStep {
  status: CustomerOrderStatus;
  label: string;
  /** Reached and finished (the current step counts as done only when it is final: completed or canceled). */
  done: boolean;
  current: boolean;
}

/**
 * The status page timeline as data. Normal flow: waiting → confirmed → in delivery / ready for pickup →
 * (delivery orders: delivered) → completed; steps before the current one are done. A canceled or rejected order shows
 * the steps it had reached, then 'Bestellung storniert' as the current, final step.
 */
export function orderTimeline(flags: CustomerStatusFlags): TimelineStep[] {
  const current = customerOrderStatus(flags);
  const flow: CustomerOrderStatus[] = [
    'waiting-for-confirmation',
    'confirmed',
    flags.isDelivery ? 'in-delivery' : 'ready-for-pickup',
    ...(flags.isDelivery ? (['delivered'] as const) : []),
    'completed',
  ];
  const step = (status: CustomerOrderStatus, done: boolean, isCurrent: boolean): TimelineStep => ({
    status,
    label: customerOrderStatusLabels[status],
    done,
    current: isCurrent,
  });
  if (current === 'canceled') {
    const reached: CustomerOrderStatus[] = ['waiting-for-confirmation'];
    if (flags.isConfirmed) reached.push('confirmed');
    if (flags.isInDelivery) reached.push(flags.isDelivery ? 'in-delivery' : 'ready-for-pickup');
    return [...reached.map((status) => step(status, true, false)), step('canceled', true, true)];
  }
  const currentIndex = flow.indexOf(current);
  return flow.map((status, index) =>
    step(status, index < currentIndex || (index === currentIndex && status === 'completed'), index === currentIndex),
  );
}

/** Heading of the status page: 'Bestellung storniert' or a thank-you. */
export function orderStatusHeading(flags: CustomerStatusFlags): string {
  return customerOrderStatus(flags) === 'canceled' ? ordersMessages.canceled : ordersMessages.thankYou;
}

/** Spec §2 Order status page: 'Ticket', or 'Bestellnummer' when tickets are disabled (config disableTickets). */
export function ticketNumberLabel(disableTickets: boolean): string {
  return disableTickets ? ordersMessages.orderNumber : ordersMessages.ticket;
}

export type PaymentStatus = 'waiting-for-payment' | 'paid' | 'refunded' | 'failed';

const onlinePaymentMethods: readonly PaymentMethod[] = ['online', 'online-alternative'];

export function isOnlinePayment(method: PaymentMethod): boolean {
  return onlinePaymentMethods.includes(method);
}

/**
 * Spec §4 online payment: waiting for payment, then paid, or refunded; failed ends it. Null for payment in the shop
 * (cash, card, voucher). Precedence: refunded, paid, failed, waiting.
 */
export function orderPaymentStatus(order: {
  paymentMethod: PaymentMethod;
  isPaid: boolean;
  isRefunded: boolean;
  isFailed: boolean;
}): PaymentStatus | null {
  if (!isOnlinePayment(order.paymentMethod)) return null;
  if (order.isRefunded) return 'refunded';
  if (order.isPaid) return 'paid';
  if (order.isFailed) return 'failed';
  return 'waiting-for-payment';
}

export const paymentStatusLabels: Readonly<Record<PaymentStatus, string>> = {
  'waiting-for-payment': ordersMessages.waitingForPayment,
  paid: ordersMessages.paid,
  refunded: ordersMessages.refunded,
  failed: ordersMessages.paymentFailed,
};
