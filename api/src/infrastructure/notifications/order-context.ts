import type { MailOrderKind } from '@bestell/domain';
import type { Kysely, Selectable } from 'kysely';
import { findConfigData } from '../../db/config-data.js';
import type { OrderItemRow, OrderRow } from '../../db/rows.js';
import type { BranchesTable, DB } from '../../db/schema.js';

export interface MailShop {
  shopName: string;
  disableTickets: boolean;
  enableOrderReviews: boolean;
}

export type MailBranch = Pick<
  Selectable<BranchesTable>,
  'id' | 'identifier' | 'name' | 'city' | 'phone' | 'email' | 'timeZone'
>;

/** Everything a notification about one order needs, read after the order was committed. */
export interface OrderMailContext {
  order: OrderRow;
  items: OrderItemRow[];
  branch: MailBranch;
  shop: MailShop;
  kind: MailOrderKind;
  /** Absolute link to the customer's status page. */
  statusUrl: string;
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Null when the order is gone (deleted between the event and now). */
export async function loadOrderMailContext(
  db: Kysely<DB>,
  orderId: number,
  publicUrl: string,
): Promise<OrderMailContext | null> {
  return (await loadOrderMailContexts(db, [orderId], publicUrl)).get(orderId) ?? null;
}

/**
 * The contexts of several orders in four queries, whatever their number (the notification worker handles the events
 * that queued up together). Orders that are gone are missing from the map.
 */
export async function loadOrderMailContexts(
  db: Kysely<DB>,
  orderIds: number[],
  publicUrl: string,
): Promise<Map<number, OrderMailContext>> {
  const contexts = new Map<number, OrderMailContext>();
  if (orderIds.length === 0) return contexts;
  const orders = await db.selectFrom('orders').selectAll().where('id', 'in', orderIds).execute();
  if (orders.length === 0) return contexts;
  const [items, branches, config] = await Promise.all([
    db
      .selectFrom('orderItems')
      .selectAll()
      .where(
        'orderId',
        'in',
        orders.map((order) => order.id),
      )
      .orderBy('orderId')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('branches')
      .select(['id', 'identifier', 'name', 'city', 'phone', 'email', 'timeZone'])
      .where('id', 'in', [...new Set(orders.map((order) => order.branchId))])
      .execute(),
    findConfigData(db),
  ]);
  const shop: MailShop = {
    shopName: text(config.shopName, 'Online-Shop'),
    disableTickets: config.disableTickets === true,
    enableOrderReviews: config.enablePluginOrderReviews === true,
  };
  const branchById = new Map(branches.map((branch) => [branch.id, branch]));
  const itemsByOrder = new Map<number, OrderItemRow[]>();
  for (const item of items) {
    const ofOrder = itemsByOrder.get(item.orderId);
    if (ofOrder) ofOrder.push(item);
    else itemsByOrder.set(item.orderId, [item]);
  }
  for (const order of orders) {
    const branch = branchById.get(order.branchId);
    if (!branch) throw new Error(`branch ${order.branchId} of order ${order.id} not found`);
    contexts.set(order.id, {
      order,
      items: itemsByOrder.get(order.id) ?? [],
      branch,
      shop,
      kind: order.submitMode,
      statusUrl: `${publicUrl}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`,
    });
  }
  return contexts;
}
