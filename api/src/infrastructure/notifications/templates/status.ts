import {
  customerOrderStatus,
  customerOrderStatusLabels,
  formatCurrency,
  formatDate,
  formatTime,
  messages,
} from '@bestell/domain';
import type { OrderMailContext } from '../order-context.js';
import { type MailBlock, type RenderedMail, renderMail } from '../render.js';
import { closing, greeting, statusLink, ticketLabelOf } from '../summary.js';

const { mail } = messages;

/** Order states that send the customer a status message. */
export const notifiedStates = ['confirmed', 'in-delivery', 'completed', 'rejected', 'canceled'] as const;
export type NotifiedState = (typeof notifiedStates)[number];

/** The one-line news of a status change (also the SMS text). */
export function statusText(state: NotifiedState, context: OrderMailContext): string {
  switch (state) {
    case 'confirmed':
      return mail.statusConfirmed;
    case 'in-delivery':
      return context.order.isDelivery ? mail.statusInDelivery : mail.statusReadyForPickup;
    case 'completed':
      return mail.statusCompleted;
    case 'rejected':
      return mail.statusRejected;
    case 'canceled':
      return mail.statusCanceled;
  }
}

/** The status label of the status page for that state ('Bestellung storniert', 'Bereit zur Abholung', …). */
function statusLabel(state: NotifiedState, context: OrderMailContext): string {
  const { order } = context;
  const flags = {
    isConfirmed: state !== 'rejected',
    isRejected: state === 'rejected',
    isCanceled: state === 'canceled',
    isCompleted: state === 'completed',
    isInDelivery: state === 'in-delivery',
    isDelivery: order.isDelivery,
    isDelivered: false,
  };
  return customerOrderStatusLabels[customerOrderStatus(flags)];
}

/** The e-mail after staff confirmed, rejected, canceled, sent out or completed the order. */
export function statusMail(state: NotifiedState, context: OrderMailContext): RenderedMail {
  const { order } = context;
  const subject = mail.statusSubject({
    ticketLabel: ticketLabelOf(context),
    ticketNumber: order.ticketNumber,
    status: statusLabel(state, context),
  });
  const blocks: MailBlock[] = [greeting(context), { kind: 'paragraph', text: statusText(state, context) }];
  if (state === 'rejected' && order.rejectionMessage) {
    blocks.push({ kind: 'paragraph', text: mail.rejectionReason({ reason: order.rejectionMessage }) });
  }
  if (state === 'completed' && context.shop.enableOrderReviews)
    blocks.push({ kind: 'paragraph', text: mail.reviewInvite });
  blocks.push(statusLink(context), ...closing(context));
  return renderMail(subject, blocks);
}

export function paidText(context: OrderMailContext): string {
  return mail.paidText({ amount: formatCurrency(context.order.totalGross, context.order.currency) });
}

/** The e-mail when an online payment arrived. */
export function paidMail(context: OrderMailContext): RenderedMail {
  const subject = mail.paidSubject({ ticketLabel: ticketLabelOf(context), ticketNumber: context.order.ticketNumber });
  return renderMail(subject, [
    greeting(context),
    { kind: 'paragraph', text: paidText(context) },
    statusLink(context),
    ...closing(context),
  ]);
}

export function counterAppointmentText(context: OrderMailContext, counterAppointment: Date): string {
  const zone = context.branch.timeZone;
  return mail.counterAppointmentText({
    date: formatDate(counterAppointment, zone),
    time: formatTime(counterAppointment, zone),
  });
}

/** The e-mail when staff propose another time; the customer answers on the status page. */
export function counterAppointmentMail(context: OrderMailContext, counterAppointment: Date): RenderedMail {
  const subject = mail.counterAppointmentSubject({
    ticketLabel: ticketLabelOf(context),
    ticketNumber: context.order.ticketNumber,
  });
  return renderMail(subject, [
    greeting(context),
    { kind: 'paragraph', text: counterAppointmentText(context, counterAppointment) },
    statusLink(context),
    ...closing(context),
  ]);
}
