import { formatGermanDate, messages } from '@bestell/domain';
import { stringify } from 'csv-stringify/sync';
import type { ProductionAnswer } from './service.js';

const text = messages.production;
const bom = '\uFEFF';
/** A text Excel would read as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/**
 * The production list as CSV for Excel, like the order export: UTF-8 with BOM, ';', CRLF, German headers; one row per
 * product and option combination and unit (amount with a decimal comma, unit kg / Stk. / …), the orders behind it as
 * '#ticket name (HH:mm)' and 'NEU' for a line new since the last print.
 */
export function productionCsv(answer: ProductionAnswer, timeOf: (branchId: number, at: number) => string): string {
  const columns = text.columns;
  const rows: string[][] = [
    [columns.category, columns.product, columns.options, columns.quantity, columns.unit, columns.orders, columns.isNew],
  ];
  for (const group of answer.groups) {
    for (const product of group.products) {
      for (const variant of product.variants) {
        const orders = variant.orders
          .map((order) =>
            text.orderRef({ ticket: order.ticketNumber, name: order.name, time: timeOf(order.branchId, order.dueAt) }),
          )
          .join(', ');
        for (const quantity of variant.quantities) {
          rows.push([
            cell(group.category?.name ?? text.noCategory),
            cell(product.name),
            cell(variant.options.join(', ')),
            quantity.value.replace('.', ','),
            cell(quantity.unit),
            cell(orders),
            variant.isNew ? text.newMark : '',
          ]);
        }
      }
    }
  }
  return bom + stringify(rows, { delimiter: ';', record_delimiter: '\r\n' });
}

export const productionFileName = (answer: ProductionAnswer, extension: 'csv' | 'pdf') =>
  `backliste-${answer.day}.${extension}`;

export const productionDateLabel = (answer: ProductionAnswer) => formatGermanDate(answer.day);
