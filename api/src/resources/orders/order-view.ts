import type { Kysely } from 'kysely';
import type { OrderRow } from '../../db/rows.js';
import type { DB } from '../../db/schema.js';
import { findOrderItems, findPrintJobs, findQuestionnaireRatings } from './repository.js';
import { type StaffPrintJob, toPublicOrder, toStaffOrder } from './serialize.js';

/** Orders with their items, ratings and print jobs, in the staff shape, keeping the given order. */
export async function staffOrders(db: Kysely<DB>, orders: OrderRow[]) {
  const ids = orders.map((order) => order.id);
  const [items, ratings, jobs] = await Promise.all([
    findOrderItems(db, ids),
    findQuestionnaireRatings(db, ids),
    findPrintJobs(db, ids),
  ]);
  const jobsOf = new Map<number, StaffPrintJob[]>();
  for (const job of jobs) {
    if (job.orderId === null) continue; // a desk's test page belongs to no order
    const list = jobsOf.get(job.orderId) ?? [];
    list.push({
      id: job.id,
      deviceId: job.deviceId,
      deviceName: job.deviceName,
      status: job.status,
      createdAt: job.createdAt.toISOString(),
    });
    jobsOf.set(job.orderId, list);
  }
  return orders.map((order) =>
    toStaffOrder(
      order,
      items.filter((item) => item.orderId === order.id),
      ratings.get(order.id) ?? null,
      jobsOf.get(order.id) ?? [],
    ),
  );
}

export async function staffOrder(db: Kysely<DB>, order: OrderRow) {
  const [view] = await staffOrders(db, [order]);
  if (!view) throw new Error('unreachable');
  return view;
}

export async function publicOrder(db: Kysely<DB>, order: OrderRow) {
  const [items, ratings] = await Promise.all([
    findOrderItems(db, [order.id]),
    findQuestionnaireRatings(db, [order.id]),
  ]);
  return toPublicOrder(order, items, ratings.get(order.id) ?? null);
}
