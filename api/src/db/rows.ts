import type { Selectable } from 'kysely';
import type { OrderItemsTable, OrdersTable } from './schema.js';

/** Rows as read: the order and its lines (used by the order resource and the notification worker). */
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
