import { orderStateOf } from '@bestell/domain';
import type { OrderRow } from '../../../db/rows.js';
import type { Actor } from '../../../infrastructure/auth/actor.js';

/** Who changed an order and how (the audit log's entry for a staff action on an order, issue 24). */
export interface OrderAudit {
  actor: Actor;
  /** 'status', 'counter-appointment', 'item', 'payment-check'. */
  action: string;
  data?: Record<string, unknown>;
  /** Record the action even when it changed nothing (a payment re-check that found no news). */
  always?: boolean;
}

/**
 * What the audit log keeps of an order: its state and what staff change (appointment, counter-proposal, rejection
 * message, totals, payment flags) — never the customer's name, address or contact.
 */
export function orderAuditView(order: OrderRow) {
  return {
    state: orderStateOf(order),
    acknowledgedAt: order.acknowledgedAt?.toISOString() ?? null,
    isConfirmed: order.isConfirmed,
    isRejected: order.isRejected,
    isCanceled: order.isCanceled,
    isInDelivery: order.isInDelivery,
    isCompleted: order.isCompleted,
    isPaid: order.isPaid,
    isRefunded: order.isRefunded,
    refundedAmount: order.refundedAmount,
    isFailed: order.isFailed,
    dueAt: order.dueAt.toISOString(),
    counterAppointment: order.counterAppointment,
    rejectionMessage: order.rejectionMessage,
    totalGross: order.totalGross,
  };
}
