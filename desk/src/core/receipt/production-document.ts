import { formatGermanDate, formatLocalTime, productionMessages as m, type ProductionGroup } from '@bestell/domain';
import type { PrintDocument } from './document.js';

/** POST /api/devices/self/production/print: the list as printed (orders new since the previous print marked). */
export interface DeskProductionList {
  day: string;
  branches: { id: number; name: string; timeZone: string; printedAt: string | null; printedBy: string | null }[];
  orderCount: number;
  groups: ProductionGroup[];
}

const mark = (isNew: boolean, text: string) => (isNew ? `${m.newMark} ${text}` : text);

/**
 * The production list ('Backliste', issue 27.2) on the receipt printer: heading with day and branch, per category
 * each product with its total (kg / Stk.), its option combinations indented, the orders behind each as
 * '#ticket name (HH:mm)'; lines new since the last print start with NEU. Pure: rendered to ESC/POS by encodeReceipt.
 */
export function productionDocument(list: DeskProductionList): PrintDocument {
  const branch = list.branches[0];
  const zone = branch?.timeZone ?? 'Europe/Vienna';
  const document: PrintDocument = [
    { kind: 'text', text: m.title, align: 'center', bold: true, size: 2 },
    { kind: 'text', text: `${formatGermanDate(list.day)} – ${branch?.name ?? ''}`, align: 'center' },
    { kind: 'text', text: m.ordersBehind({ count: list.orderCount }), align: 'center' },
    { kind: 'rule' },
  ];
  if (list.groups.length === 0) document.push({ kind: 'text', text: m.empty });
  for (const group of list.groups) {
    document.push({ kind: 'text', text: group.category?.name ?? m.noCategory, bold: true });
    for (const product of group.products) {
      document.push({
        kind: 'pair',
        left: mark(product.isNew, product.name),
        right: product.quantities.map((q) => q.text).join(' + '),
        bold: true,
      });
      for (const variant of product.variants) {
        if (variant.options.length > 0 || product.variants.length > 1) {
          document.push({
            kind: 'pair',
            left: `  ${mark(variant.isNew, variant.options.join(', ') || '–')}`,
            right: variant.quantities.map((q) => q.text).join(' + '),
          });
        }
        for (const order of variant.orders) {
          const ref = m.orderRef({
            ticket: order.ticketNumber,
            name: order.name,
            time: formatLocalTime(order.dueAt, zone),
          });
          document.push({ kind: 'text', text: `    ${mark(order.isNew, ref)}` });
        }
      }
    }
    document.push({ kind: 'rule' });
  }
  document.push({ kind: 'feed', lines: 3 }, { kind: 'cut' });
  return document;
}
