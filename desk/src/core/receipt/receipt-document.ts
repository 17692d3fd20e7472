import {
  formatCurrency,
  formatDateTime,
  formatDueTime,
  type InstantInput,
  deskMessages as m,
  pricingMessages,
} from '@bestell/domain';
import type { DeskBranch, DeskOrder } from '../order.js';
import type { Block, PrintDocument } from './document.js';

export interface ReceiptOptions {
  branch: DeskBranch;
  /** The shop's public URL: the QR code leads to its status page of the order. */
  publicUrl: string;
  kind: 'customer' | 'kitchen';
  /** A reprint in doubt (or on request): the word KOPIE on top. */
  copy: boolean;
  /** When the receipt is printed: a due time on another day is named ('Sa 28.11. 10:00'), today's is the time. */
  now: InstantInput;
  timeZone?: string;
}

const modeLabels: Record<DeskOrder['mode'], string> = {
  takeaway: pricingMessages.modeTakeaway,
  delivery: pricingMessages.modeDelivery,
  dineIn: pricingMessages.modeDineIn,
};

const paymentLabels: Record<string, string> = {
  cash: pricingMessages.paymentCash,
  'atm-card': pricingMessages.paymentAtmCard,
  voucher: pricingMessages.paymentVoucher,
  online: pricingMessages.paymentOnline,
  'online-alternative': pricingMessages.paymentOnline,
};

/** "1,5" for "1.5000", "2" for "2.0000". */
export function formatAmount(amount: string): string {
  const [whole = amount, fraction = ''] = amount.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  return trimmed === '' ? whole : `${whole},${trimmed}`;
}

const money = (amount: string, currency: string) => formatCurrency(amount, currency).replace(/\u00a0/g, ' ');

function optionTexts(parts: DeskOrder['items'][number]['parts']): string[] {
  return parts.flatMap((value) => {
    if (value === null) return [];
    const names = (Array.isArray(value) ? value : [value]).filter((name) => name.trim() !== '');
    return names.length > 0 ? [names.join(', ')] : [];
  });
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function deliveryAddress(order: DeskOrder): string[] {
  const c = order.customer;
  const different = c.isDeliveryAddressDifferent === true;
  const prefix = different ? 'delivery' : '';
  const field = (name: string) => text(c[prefix === '' ? name : `${prefix}${name[0]?.toUpperCase()}${name.slice(1)}`]);
  const name = different
    ? [text(c.deliveryFirstName), text(c.deliveryLastName)].filter(Boolean).join(' ')
    : `${order.firstName} ${order.lastName}`;
  const detail = [field('floor'), field('stairway'), field('door')].filter(Boolean).join('/');
  const street = [field('street'), detail].filter(Boolean).join(' ');
  const city = [field('zipCode'), field('city')].filter(Boolean).join(' ');
  return [name, street, city].filter((line) => line.trim() !== '');
}

/**
 * The receipt of an order as blocks (pure): KOPIE when in doubt, branch, big ticket number, mode, appointment,
 * table, items with their options and amounts, comment; the customer receipt adds prices, totals with tax per rate,
 * payment, customer and delivery address and a QR code to the order's status page. The kitchen receipt has no prices.
 */
export function receiptDocument(order: DeskOrder, options: ReceiptOptions): PrintDocument {
  const { branch, kind } = options;
  const tz = options.timeZone;
  const blocks: Block[] = [];
  if (options.copy) blocks.push({ kind: 'text', text: m.copy, align: 'center', bold: true, size: 2 });
  blocks.push({ kind: 'text', text: branch.name, align: 'center', bold: true });
  if (kind === 'customer') {
    const address = [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean);
    for (const line of address) if (line) blocks.push({ kind: 'text', text: line, align: 'center' });
    if (branch.phone) blocks.push({ kind: 'text', text: branch.phone, align: 'center' });
  } else {
    blocks.push({ kind: 'text', text: m.kitchen, align: 'center' });
  }
  blocks.push({ kind: 'rule' });
  blocks.push({ kind: 'text', text: m.order, align: 'center' });
  blocks.push({ kind: 'text', text: `#${order.ticketNumber}`, align: 'center', bold: true, size: 3 });
  blocks.push({ kind: 'text', text: modeLabels[order.mode] ?? order.mode, align: 'center', bold: true, size: 2 });
  const due = order.appointmentDate ?? order.appointment;
  if (order.appointmentDate) blocks.push({ kind: 'text', text: m.preOrder, align: 'center', bold: true });
  if (due) {
    const right = formatDueTime(Date.parse(due), options.now, tz, 'paper');
    blocks.push({ kind: 'pair', left: m.appointment, right, bold: true });
  }
  if (order.tableIdentifier) blocks.push({ kind: 'pair', left: m.table, right: order.tableIdentifier, bold: true });
  blocks.push({ kind: 'pair', left: m.placedAt, right: formatDateTime(Date.parse(order.placedAt), tz) });
  blocks.push({ kind: 'rule' });
  for (const item of order.items) {
    const line = `${formatAmount(item.amount)} ${item.unit} ${item.name}`;
    if (kind === 'customer') blocks.push({ kind: 'pair', left: line, right: money(item.gross, order.currency) });
    else blocks.push({ kind: 'text', text: line, bold: true, size: 2 });
    for (const option of optionTexts(item.parts)) blocks.push({ kind: 'text', text: `  - ${option}` });
  }
  blocks.push({ kind: 'rule' });
  if (order.comment?.trim()) {
    blocks.push({ kind: 'text', text: `${m.comment}:`, bold: true });
    blocks.push({ kind: 'text', text: order.comment.trim(), bold: true });
    blocks.push({ kind: 'rule' });
  }
  if (kind === 'customer') {
    const { pricing, currency } = order;
    blocks.push({ kind: 'pair', left: m.subtotal, right: money(pricing.gross, currency) });
    if (Number(pricing.deliveryGross) !== 0) {
      blocks.push({ kind: 'pair', left: m.deliveryFee, right: money(pricing.deliveryGross, currency) });
    }
    blocks.push({ kind: 'pair', left: m.total, right: money(pricing.totalGross, currency), bold: true });
    for (const [rate, amount] of Object.entries(pricing.taxes)) {
      blocks.push({ kind: 'pair', left: m.taxRate(formatAmount(rate)), right: money(amount, currency) });
    }
    blocks.push({ kind: 'pair', left: m.net, right: money(pricing.net, currency) });
    const payment = paymentLabels[order.paymentMethod] ?? order.paymentMethod;
    blocks.push({ kind: 'pair', left: m.payment, right: `${payment} (${order.isPaid ? m.paid : m.notPaid})` });
    blocks.push({ kind: 'rule' });
    blocks.push({ kind: 'text', text: `${m.customer}: ${order.firstName} ${order.lastName}` });
    if (order.phone) blocks.push({ kind: 'text', text: order.phone });
    if (order.mode === 'delivery') {
      blocks.push({ kind: 'text', text: `${m.deliveryAddress}:`, bold: true });
      for (const line of deliveryAddress(order)) blocks.push({ kind: 'text', text: line });
    }
    blocks.push({ kind: 'feed', lines: 1 });
    blocks.push({ kind: 'qr', value: `${options.publicUrl}/status/${order.uid}/${order.hash}` });
    blocks.push({ kind: 'text', text: m.statusPage, align: 'center' });
  }
  blocks.push({ kind: 'cut' });
  return blocks;
}

/** The test page of POST /api/devices/{id}/test/print. */
export function testPageDocument(deviceName: string, now: Date, timeZone?: string): PrintDocument {
  return [
    { kind: 'text', text: m.testPageTitle, align: 'center', bold: true, size: 2 },
    { kind: 'text', text: deviceName, align: 'center' },
    { kind: 'text', text: formatDateTime(now.getTime(), timeZone), align: 'center' },
    { kind: 'rule' },
    { kind: 'text', text: m.testPageBody },
    { kind: 'cut' },
  ];
}
