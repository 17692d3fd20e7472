import { messages, type OrderState, orderStates } from '@bestell/domain';
import type { OrderMailContext } from './order-context.js';
import type { RenderedMail } from './render.js';
import { ticketLabelOf } from './summary.js';
import { branchNewOrderMail } from './templates/branch-new-order.js';
import { customerConfirmationMail } from './templates/customer-confirmation.js';
import {
  counterAppointmentMail,
  counterAppointmentText,
  type NotifiedState,
  notifiedStates,
  paidMail,
  paidText,
  statusMail,
  statusText,
} from './templates/status.js';

/** One message about an order: to the branch (always e-mail) or to the customer (e-mail or SMS). */
export interface Notice {
  /** At most one automatic notice per order and kind ('confirmation', 'status:confirmed', …). */
  kind: string;
  audience: 'customer' | 'branch';
  email(context: OrderMailContext): RenderedMail;
  /** Customer notices only: the SMS text when the customer chose SMS. */
  sms?(context: OrderMailContext): string;
}

export interface OrderEventLike {
  type: string;
  orderId: number;
  payload: Record<string, unknown>;
}

function smsLine(context: OrderMailContext, text: string): string {
  return messages.mail.smsStatus({
    shopName: context.shop.shopName,
    ticketLabel: ticketLabelOf(context),
    ticketNumber: context.order.ticketNumber,
    text,
    url: context.statusUrl,
  });
}

export const confirmationNotice: Notice = {
  kind: 'confirmation',
  audience: 'customer',
  email: customerConfirmationMail,
  sms: (context) =>
    messages.mail.smsConfirmation({
      shopName: context.shop.shopName,
      kind: context.kind,
      ticketLabel: ticketLabelOf(context),
      ticketNumber: context.order.ticketNumber,
      url: context.statusUrl,
    }),
};

const newOrderNotice: Notice = {
  kind: 'new-order',
  audience: 'branch',
  email: branchNewOrderMail,
};

function statusNotice(state: NotifiedState): Notice {
  return {
    kind: `status:${state}`,
    audience: 'customer',
    email: (context) => statusMail(state, context),
    sms: (context) => smsLine(context, statusText(state, context)),
  };
}

const paidNotice: Notice = {
  kind: 'paid',
  audience: 'customer',
  email: paidMail,
  sms: (context) => smsLine(context, paidText(context)),
};

function counterAppointmentNotice(at: Date): Notice {
  return {
    kind: `counter-appointment:${at.toISOString()}`,
    audience: 'customer',
    email: (context) => counterAppointmentMail(context, at),
    sms: (context) => smsLine(context, counterAppointmentText(context, at)),
  };
}

function isNotifiedState(state: OrderState): state is NotifiedState {
  return notifiedStates.some((candidate) => candidate === state);
}

function stateOfEvent(event: OrderEventLike, fallback: OrderState): OrderState {
  const state = event.payload.state;
  return orderStates.find((candidate) => candidate === state) ?? fallback;
}

/**
 * The kinds an event asks for when they follow from the event alone (null: the order must be read, e.g. for a
 * counter-appointment). Lets the worker skip events whose messages were all sent already without reading the order.
 */
export function expectedKinds(event: OrderEventLike): string[] | null {
  switch (event.type) {
    case 'order.created':
      return [confirmationNotice.kind, newOrderNotice.kind];
    case 'order.paid':
      return [paidNotice.kind];
    case 'order.changed': {
      const state = orderStates.find((candidate) => candidate === event.payload.state);
      if (state === undefined || state === 'waiting') return null;
      return isNotifiedState(state) ? [`status:${state}`] : [];
    }
    default:
      return [];
  }
}

/**
 * Which messages an order event asks for. Created: the customer's confirmation and the branch's new-order e-mail.
 * Changed: a status message for the state the event recorded (so a quick confirm → in-delivery still sends both),
 * or the counter-appointment while the order waits. Paid: a payment receipt.
 */
export function noticesForEvent(event: OrderEventLike, context: OrderMailContext, currentState: OrderState): Notice[] {
  switch (event.type) {
    case 'order.created':
      return [confirmationNotice, newOrderNotice];
    case 'order.paid':
      return [paidNotice];
    case 'order.changed': {
      const state = stateOfEvent(event, currentState);
      if (isNotifiedState(state)) return [statusNotice(state)];
      const counter = context.order.counterAppointment;
      return state === 'waiting' && counter ? [counterAppointmentNotice(counter)] : [];
    }
    default:
      return [];
  }
}
