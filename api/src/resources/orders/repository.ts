import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

type Executor = Kysely<DB>;

export function findOrderByUid(db: Executor, uid: string) {
  return db.selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirst();
}

export function findOrderById(db: Executor, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The order row locked until the end of the transaction (status changes never interleave). */
export function lockOrder(db: Executor, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export function findOrderItems(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('orderItems')
    .selectAll()
    .where('orderId', 'in', orderIds)
    .orderBy('orderId')
    .orderBy('position')
    .execute();
}

export async function findQuestionnaireRatings(db: Executor, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('orderQuestionnaires')
    .select(['orderId', 'rating'])
    .where('orderId', 'in', orderIds)
    .execute();
  return new Map(rows.map((row) => [row.orderId, row.rating]));
}

/** The print jobs of orders with their device's name, by id (the staff order view lists them). */
export function findPrintJobs(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('printJobs')
    .leftJoin('devices', 'devices.id', 'printJobs.deviceId')
    .select([
      'printJobs.id',
      'printJobs.orderId',
      'printJobs.deviceId',
      'devices.name as deviceName',
      'printJobs.status',
      'printJobs.createdAt',
    ])
    .where('printJobs.orderId', 'in', orderIds)
    .orderBy('printJobs.id')
    .execute();
}
