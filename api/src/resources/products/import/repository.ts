import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { json } from '../../../db/schema.js';
import type { Actor } from '../../../infrastructure/auth/actor.js';
import { loose } from '../../../infrastructure/crud/scope.js';
import type { Row, Trx } from '../../../infrastructure/crud/types.js';

type Executor = Db | Trx;

/** The columns of a product the catalog file reads and writes. */
export interface ImportedProductRow {
  id: number;
  uid: string;
  name: string;
  description: string | null;
  categoryId: number | null;
  price: string;
  unit: string;
  tax: string;
  takeawayTax: string;
  dineInTax: string;
  allergens: string | null;
  isEnabled: boolean;
}

const chunk = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

export async function findProductsByUid(executor: Executor, uids: string[]): Promise<ImportedProductRow[]> {
  const found: ImportedProductRow[] = [];
  for (const part of chunk(uids, 1000)) {
    const rows = await executor
      .selectFrom('products')
      .select([
        'id',
        'uid',
        'name',
        'description',
        'categoryId',
        'price',
        'unit',
        'tax',
        'takeawayTax',
        'dineInTax',
        'allergens',
        'isEnabled',
      ])
      .where('uid', 'in', part)
      .execute();
    found.push(...rows);
  }
  return found;
}

export function findCategories(executor: Executor): Promise<{ id: number; name: string }[]> {
  return executor.selectFrom('categories').select(['id', 'name']).orderBy('id').execute();
}

export async function nextPosition(executor: Executor, table: 'products' | 'categories'): Promise<number> {
  const row = await executor
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>('position').as('max'))
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function insertCategories(
  trx: Trx,
  names: string[],
  firstPosition: number,
): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  return trx
    .insertInto('categories')
    .values(names.map((name, i) => ({ name, position: firstPosition + i })))
    .returning(['id', 'name'])
    .execute();
}

/** New products in batches; returns their ids by uid. */
export async function insertProducts(trx: Trx, rows: Row[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(rows, 500)) {
    const inserted = await loose(trx).insertInto('products').values(part).returning(['id', 'uid']).execute();
    for (const row of inserted) ids.set(String(row.uid), Number(row.id));
  }
  return ids;
}

/** One changed product: the new values, its version raised by one. */
export async function updateProduct(
  trx: Trx,
  id: number,
  values: Partial<Omit<ImportedProductRow, 'id' | 'uid'>>,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('products')
    .set({ ...values, updatedAt: now, version: sql`version + 1` })
    .where('id', '=', id)
    .execute();
}

/** The audit rows of the import (GET /api/logs), one per created or changed product, in batches. */
export async function writeImportAudit(
  trx: Trx,
  actor: Actor,
  entries: { action: 'create' | 'update'; id: number; data: Record<string, unknown> }[],
): Promise<void> {
  const staff = actor.kind === 'staff' ? actor : null;
  for (const part of chunk(entries, 500)) {
    await trx
      .insertInto('logs')
      .values(
        part.map((e) => ({
          userId: staff?.userId ?? null,
          username: staff?.username ?? null,
          action: e.action,
          resource: 'products',
          resourceId: e.id,
          data: json(e.data),
        })),
      )
      .execute();
  }
}
