import type { ChosenPartValue, ProductionItem } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface ProductionBranch {
  id: number;
  name: string;
  timeZone: string;
}

/** The branches the list covers: the one asked for, or every branch in the caller's scope (by name). */
export async function productionBranches(
  db: Kysely<DB>,
  scope: readonly number[] | 'all',
  branchId: number | null,
): Promise<ProductionBranch[]> {
  let query = db.selectFrom('branches').select(['id', 'name', 'timeZone']);
  if (branchId !== null) query = query.where('id', '=', branchId);
  if (scope !== 'all') {
    if (scope.length === 0) return [];
    query = query.where('id', 'in', [...scope]);
  }
  return query.orderBy('name').orderBy('id').execute();
}

/**
 * The lines of the branch's orders due in [from, to) that are neither rejected, canceled nor failed (a failed
 * online payment is no order), with the product's current category.
 */
export async function productionItems(
  db: Kysely<DB>,
  branchId: number,
  from: Date,
  to: Date,
): Promise<ProductionItem[]> {
  const rows = await db
    .selectFrom('orderItems as i')
    .innerJoin('orders as o', 'o.id', 'i.orderId')
    .leftJoin('products as p', 'p.id', 'i.productId')
    .leftJoin('categories as c', 'c.id', 'p.categoryId')
    .select([
      'o.id as orderId',
      'o.ticketNumber',
      'o.branchId',
      'o.firstName',
      'o.lastName',
      'o.dueAt',
      'o.placedAt',
      'i.productUid',
      'i.name',
      'i.amount',
      'i.unit',
      'i.parts',
      'c.id as categoryId',
      'c.name as categoryName',
      'c.position as categoryPosition',
      'p.unit as productUnit',
      'p.alternativeUnits',
    ])
    .where('o.branchId', '=', branchId)
    .where('o.dueAt', '>=', from)
    .where('o.dueAt', '<', to)
    .where('o.isRejected', '=', false)
    .where('o.isCanceled', '=', false)
    .where('o.isFailed', '=', false)
    .orderBy('o.dueAt')
    .orderBy('o.id')
    .orderBy('i.position')
    .execute();
  return rows.map((row) => ({
    order: {
      id: row.orderId,
      ticketNumber: row.ticketNumber,
      branchId: row.branchId,
      name: `${row.firstName} ${row.lastName}`.trim(),
      dueAt: new Date(row.dueAt ?? 0).getTime(),
      placedAt: new Date(row.placedAt ?? 0).getTime(),
    },
    productUid: row.productUid,
    productName: row.name,
    category:
      row.categoryId === null || row.categoryName === null
        ? null
        : { id: row.categoryId, name: row.categoryName, position: row.categoryPosition ?? 0 },
    amount: String(row.amount),
    unit: row.unit,
    parts: row.parts as ChosenPartValue[],
    product: row.productUnit === null ? null : { unit: row.productUnit, alternativeUnits: row.alternativeUnits ?? [] },
  }));
}

export interface ProductionPrint {
  branchId: number;
  printedAt: Date;
  printedByName: string;
}

export async function lastPrints(
  db: Kysely<DB>,
  branchIds: readonly number[],
  day: string,
): Promise<ProductionPrint[]> {
  if (branchIds.length === 0) return [];
  const rows = await db
    .selectFrom('productionListPrints')
    .select(['branchId', 'printedAt', 'printedByName'])
    .where('branchId', 'in', [...branchIds])
    .where('day', '=', day)
    .execute();
  return rows.map((row) => ({ ...row, printedAt: new Date(row.printedAt ?? 0) }));
}

export async function savePrint(
  db: Kysely<DB>,
  row: { branchId: number; day: string; printedAt: Date; printedByName: string },
): Promise<void> {
  await db
    .insertInto('productionListPrints')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['branchId', 'day']).doUpdateSet({ printedAt: row.printedAt, printedByName: row.printedByName }),
    )
    .execute();
}
