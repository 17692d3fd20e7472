import {
  formatCurrency,
  formatDate,
  formatTime,
  messages,
  type PaymentMethod,
  parseDecimal,
  ticketNumberLabel,
} from '@bestell/domain';
import { formatDecimal } from '../../kernel/decimal.js';
import type { OrderMailContext } from './order-context.js';
import type { MailBlock } from './render.js';

const { mail, pricing } = messages;

export const paymentMethodLabels: Readonly<Record<PaymentMethod, string>> = {
  cash: pricing.paymentCash,
  'atm-card': pricing.paymentAtmCard,
  voucher: pricing.paymentVoucher,
  online: pricing.paymentOnline,
  'online-alternative': pricing.paymentOnline,
};

export function ticketLabelOf(context: OrderMailContext): string {
  return ticketNumberLabel(context.shop.disableTickets);
}

export function modeLabelOf(context: OrderMailContext): string {
  const { order, branch } = context;
  if (order.isDelivery) return pricing.modeDelivery;
  if (order.isDineIn) return pricing.modeDineIn;
  return pricing.takeawayIn({ city: branch.city });
}

/** "2", "0,5": German decimal comma, no trailing zeros. */
export function germanAmount(value: string): string {
  return formatDecimal(value).replace('.', ',');
}

function partsText(parts: unknown[]): string {
  return parts
    .flatMap((part) => (Array.isArray(part) ? part : [part]))
    .filter((part): part is string => typeof part === 'string' && part !== '' && !part.startsWith('data:'))
    .join(', ');
}

/** Items, delivery cost and total ('ca.' when approximate, §2 Checkout). */
export function itemsBlock(context: OrderMailContext): MailBlock {
  const { order, items } = context;
  const money = (value: string) => formatCurrency(value, order.currency);
  const totals: [string, string][] = [];
  if (order.isDelivery) {
    const fee = parseDecimal(order.deliveryGross);
    totals.push([mail.deliveryCost, fee === 0n ? mail.free : money(order.deliveryGross)]);
  }
  const total = money(order.totalGross);
  totals.push([mail.total, order.isApproximate ? `${mail.approximatePrefix} ${total}` : total]);
  return {
    kind: 'items',
    rows: items.map((item) => ({
      quantity: `${germanAmount(item.amount)} ${item.unit}`,
      name: item.name,
      details: partsText(item.parts),
      price: money(item.gross),
    })),
    totals,
  };
}

/** Ticket, mode, table, appointment and payment method. */
export function orderFacts(context: OrderMailContext): MailBlock {
  const { order, branch } = context;
  const rows: [string, string][] = [
    [ticketLabelOf(context), String(order.ticketNumber)],
    [mail.modeLabel, modeLabelOf(context)],
  ];
  if (order.isDineIn && order.tableIdentifier) rows.push([mail.tableLabel, order.tableIdentifier]);
  const appointment = order.appointment
    ? mail.appointmentValue({
        date: formatDate(order.appointment, branch.timeZone),
        time: formatTime(order.appointment, branch.timeZone),
      })
    : mail.asSoonAsPossible;
  rows.push([mail.appointmentLabel, appointment]);
  rows.push([mail.paymentMethodLabel, paymentMethodLabels[order.paymentMethod]]);
  return { kind: 'facts', rows };
}

export function statusLink(context: OrderMailContext): MailBlock {
  return { kind: 'link', intro: mail.statusLinkIntro, label: mail.statusLinkLabel, url: context.statusUrl };
}

export function closing(context: OrderMailContext): MailBlock[] {
  const { branch, shop } = context;
  const blocks: MailBlock[] = [{ kind: 'paragraph', text: mail.signature({ shopName: shop.shopName }) }];
  if (branch.phone) {
    blocks.push({ kind: 'paragraph', text: mail.branchContact({ branchName: branch.name, phone: branch.phone }) });
  }
  return blocks;
}

export function greeting(context: OrderMailContext): MailBlock {
  return {
    kind: 'paragraph',
    text: mail.greeting({ firstName: context.order.firstName, lastName: context.order.lastName }),
  };
}
