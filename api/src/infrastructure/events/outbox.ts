import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';
import { json } from '../../db/schema.js';

export const orderEventChannel = 'order_events';

export type OrderEventType = 'order.created' | 'order.changed' | 'order.paid' | 'order.acknowledged';

export interface OrderEventInput {
  type: OrderEventType;
  orderId: number;
  branchId: number;
  payload: Record<string, unknown>;
  at: Date;
}

/**
 * Writes an order event into the outbox inside the caller's transaction and notifies listeners on commit
 * (PostgreSQL delivers NOTIFY only when the transaction commits, and never for a rolled-back one). The payload holds
 * no customer data: it tells staff clients which order to reload.
 */
export async function recordOrderEvent(trx: Transaction<DB>, event: OrderEventInput): Promise<void> {
  await trx
    .insertInto('orderEvents')
    .values({
      orderId: event.orderId,
      branchId: event.branchId,
      type: event.type,
      payload: json(event.payload),
      createdAt: event.at,
    })
    .execute();
  await sql`select pg_notify(${orderEventChannel}, ${String(event.branchId)})`.execute(trx);
}
