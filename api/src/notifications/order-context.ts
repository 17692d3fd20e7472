import type { MailOrderKind } from '@bestell/domain';
import type { Kysely, Selectable } from 'kysely';
import type { BranchesTable, DB } from '../db/schema.js';
import { findConfigData } from '../resources/config/repository.js';
import type { OrderItemRow, OrderRow } from '../resources/orders/serialize.js';

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
  const order = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) return null;
  const [items, branch, config] = await Promise.all([
    db.selectFrom('orderItems').selectAll().where('orderId', '=', orderId).orderBy('position').execute(),
    db
      .selectFrom('branches')
      .select(['id', 'identifier', 'name', 'city', 'phone', 'email', 'timeZone'])
      .where('id', '=', order.branchId)
      .executeTakeFirstOrThrow(),
    findConfigData(db),
  ]);
  return {
    order,
    items,
    branch,
    shop: {
      shopName: text(config.shopName, 'Online-Shop'),
      disableTickets: config.disableTickets === true,
      enableOrderReviews: config.enablePluginOrderReviews === true,
    },
    kind: order.submitMode,
    statusUrl: `${publicUrl}/status/${encodeURIComponent(order.uid)}/${encodeURIComponent(order.hash)}`,
  };
}
