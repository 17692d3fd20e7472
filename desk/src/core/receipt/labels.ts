import { formatCurrency } from '@bestell/domain';
import type { DeskOrder } from '../order.js';
import { formatAmount } from './receipt-document.js';

/** One label: a few lines, the first one big (ticket or product name). */
export interface Label {
  lines: string[];
}

function optionTexts(parts: DeskOrder['items'][number]['parts']): string[] {
  return parts.flatMap((value) => {
    if (value === null) return [];
    const names = (Array.isArray(value) ? value : [value]).filter((name) => name.trim() !== '');
    return names.length > 0 ? [names.join(', ')] : [];
  });
}

/** Per-order item labels for bags and boxes: one per item, with ticket, item, options and the customer. */
export function orderItemLabels(order: DeskOrder): Label[] {
  const customer = `${order.firstName} ${order.lastName}`.trim();
  return order.items.map((item, index) => ({
    lines: [
      `#${order.ticketNumber}  ${index + 1}/${order.items.length}`,
      `${formatAmount(item.amount)} ${item.unit} ${item.name}`,
      ...optionTexts(item.parts),
      customer,
    ],
  }));
}

/** A product label (§9 compact: name and price; detail adds the allergens or description). */
export function productLabel(product: { name: string; price: string; detail?: string }, currency = 'EUR'): Label {
  const price = formatCurrency(product.price, currency).replace(/\u00a0/g, ' ');
  return { lines: [product.name, price, ...(product.detail ? [product.detail] : [])] };
}

export interface LabelFormat {
  widthMm: number;
  heightMm: number;
  /** Dots per millimetre: 8 for 203 dpi printers. */
  dotsPerMm?: number;
}

const zplField = (text: string) => text.replace(/[\^~]/g, ' ');

/** ZPL II (Zebra): UTF-8 (^CI28), the first line big. */
export function encodeZpl(labels: Label[], format: LabelFormat): Uint8Array {
  const dots = format.dotsPerMm ?? 8;
  const parts = labels.map((label) => {
    let y = 20;
    const fields = label.lines.map((line, index) => {
      const size = index === 0 ? 40 : 26;
      const field = `^FO20,${y}^A0N,${size},${size}^FD${zplField(line)}^FS`;
      y += size + 10;
      return field;
    });
    return `^XA^CI28^PW${format.widthMm * dots}^LL${format.heightMm * dots}${fields.join('')}^XZ\n`;
  });
  return new TextEncoder().encode(parts.join(''));
}

const tsplText = (text: string) => text.replace(/"/g, '\\["]');

/** TSPL (TSC and compatibles): UTF-8, one PRINT per label. */
export function encodeTspl(labels: Label[], format: LabelFormat): Uint8Array {
  const parts = labels.map((label) => {
    let y = 20;
    const lines = label.lines.map((line, index) => {
      const scale = index === 0 ? 2 : 1;
      const command = `TEXT 20,${y},"3",0,${scale},${scale},"${tsplText(line)}"`;
      y += 30 * scale + 8;
      return command;
    });
    return [
      `SIZE ${format.widthMm} mm,${format.heightMm} mm`,
      'GAP 2 mm,0 mm',
      'CODEPAGE UTF-8',
      'CLS',
      ...lines,
      'PRINT 1,1',
      '',
    ].join('\r\n');
  });
  return new TextEncoder().encode(parts.join(''));
}
