import { Readable } from 'node:stream';
import { formatDateTime, localDateOf, messages, orderStateOf, type PaymentMethod } from '@bestell/domain';
import { stringify } from 'csv-stringify/sync';
import type { OrderItemRow, OrderRow } from '../../../db/rows.js';
import type { AppDeps } from '../../../infrastructure/deps.js';
import type { BranchScope } from '../../../infrastructure/events/hub.js';
import { formatDecimal, formatMoney } from '../../../kernel/decimal.js';
import { findOrderItems } from '../repository.js';
import { filteredOrders, historyFilterSchema, sortedOrders } from './history-query.js';

/**
 * The order history as CSV for Excel (contract 5): UTF-8 with BOM, ';' between fields, CRLF, German headers, amounts
 * with a decimal comma (from the stored numeric, never a float), times "DD.MM.YYYY HH:mm" in the branch's time zone,
 * the items in one field. At most `exportRowCap` rows (the newest first by default): a bigger export is narrowed with
 * the filters (docs/decisions.md).
 */
export const exportRowCap = 50_000;
const batchSize = 1000;
const bom = '\uFEFF';

const text = messages.backofficeExports;
const headers = text.csvHeaders;
const columns = [
  headers.ticketNumber,
  headers.placedAt,
  headers.dueAt,
  headers.branch,
  headers.state,
  headers.mode,
  headers.firstName,
  headers.lastName,
  headers.email,
  headers.phone,
  headers.paymentMethod,
  headers.isPaid,
  headers.items,
  headers.deliveryGross,
  headers.totalGross,
  headers.currency,
  headers.uid,
];

const paymentNames: Record<PaymentMethod, string> = {
  cash: messages.pricing.paymentCash,
  'atm-card': messages.pricing.paymentAtmCard,
  voucher: messages.pricing.paymentVoucher,
  online: messages.pricing.paymentOnline,
  'online-alternative': text.paymentOnlineAlternative,
};
const modeNames: Record<string, string> = {
  takeaway: messages.pricing.modeTakeaway,
  delivery: messages.pricing.modeDelivery,
  dineIn: messages.pricing.modeDineIn,
};

const comma = (value: string) => value.replace('.', ',');

/** "2 Stk. Kaisersemmel, 0,5 kg Bauernbrot (geschnitten)". */
function itemsSummary(items: OrderItemRow[]): string {
  return items
    .map((item) => {
      const chosen = item.parts.flatMap((part) => (part === null ? [] : Array.isArray(part) ? part : [part]));
      const options = chosen.length > 0 ? ` (${chosen.join(', ')})` : '';
      return `${comma(formatDecimal(item.amount))} ${item.unit} ${item.name}${options}`;
    })
    .join(', ');
}

interface BranchInfo {
  name: string;
  timeZone: string;
}

function rowOf(order: OrderRow, items: OrderItemRow[], branch: BranchInfo | undefined): string[] {
  const zone = branch?.timeZone ?? 'Europe/Vienna';
  return [
    String(order.ticketNumber),
    formatDateTime(order.placedAt, zone),
    formatDateTime(order.dueAt, zone),
    branch?.name ?? String(order.branchId),
    messages.backofficeOrders.stateLabels[orderStateOf(order)],
    modeNames[order.mode] ?? order.mode,
    cell(order.firstName),
    cell(order.lastName),
    cell(order.email),
    cell(order.phone),
    paymentNames[order.paymentMethod as PaymentMethod] ?? order.paymentMethod,
    order.isPaid ? text.yes : text.no,
    cell(itemsSummary(items)),
    comma(formatMoney(order.deliveryGross)),
    comma(formatMoney(order.totalGross)),
    order.currency,
    order.uid,
  ];
}

const csv = (rows: string[][]) => stringify(rows, { delimiter: ';', record_delimiter: '\r\n' });

/** A customer's text that Excel would read as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. */
const cell = (value: string | null) => (value !== null && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? ''));

export interface OrderExport {
  fileName: string;
  body: Readable;
}

/**
 * Validates the filters at once (a bad filter is a 422 before anything is sent), then streams the CSV in batches of
 * 1,000 orders.
 */
export async function exportOrderHistory(deps: AppDeps, scope: BranchScope, query: unknown): Promise<OrderExport> {
  const filters = historyFilterSchema.parse(query);
  const base = sortedOrders(filteredOrders(deps.db.selectFrom('orders').selectAll(), scope, filters), filters.sort);
  const branchRows = await deps.db.selectFrom('branches').select(['id', 'name', 'timeZone']).execute();
  const branches = new Map(branchRows.map((row) => [row.id, { name: row.name, timeZone: row.timeZone }]));
  const today = localDateOf(deps.now().getTime(), branchRows[0]?.timeZone ?? 'Europe/Vienna');

  async function* lines(): AsyncGenerator<string> {
    yield bom + csv([columns]);
    for (let offset = 0; offset < exportRowCap; offset += batchSize) {
      const orders = await base
        .limit(Math.min(batchSize, exportRowCap - offset))
        .offset(offset)
        .execute();
      if (orders.length === 0) return;
      const items = await findOrderItems(
        deps.db,
        orders.map((order) => order.id),
      );
      const itemsOf = new Map<number, OrderItemRow[]>();
      for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);
      yield csv(orders.map((order) => rowOf(order, itemsOf.get(order.id) ?? [], branches.get(order.branchId))));
      if (orders.length < batchSize) return;
    }
  }

  return { fileName: text.csvFileName({ date: today }), body: Readable.from(lines()) };
}
