import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Actor } from '../../../infrastructure/auth/actor.js';
import type { Trx } from '../../../infrastructure/crud/types.js';

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

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Records with camelCase keys as one JSON array with the table's column names (snake_case). */
function recordsJson(records: object[]): string {
  return JSON.stringify(
    records.map((r) => Object.fromEntries(Object.entries(r).map(([key, value]) => [snakeCase(key), value]))),
  );
}

function columnList(record: Record<string, unknown>) {
  const columns = Object.keys(record).map(snakeCase);
  for (const column of columns) if (!/^[a-z_]+$/.test(column)) throw new Error(`bad column ${column}`);
  return sql.raw(columns.join(', '));
}

/**
 * New products (bodies of the product schema: camelCase, documents as objects), 1,000 per statement typed by the
 * table's own row type (jsonb_populate_recordset): the columns that differ between rows as one JSON array, the ones
 * all rows share (defaults) as one JSON record. Thousands of rows with dozens of columns would otherwise be tens of
 * thousands of bind parameters. Returns their ids by uid.
 */
export async function insertProducts(trx: Trx, records: Record<string, unknown>[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const part of chunk(records, 1000)) {
    const first = part[0];
    if (!first) continue;
    const keys = Object.keys(first);
    const same = (key: string) => part.every((r) => JSON.stringify(r[key]) === JSON.stringify(first[key]));
    const shared = keys.filter(same);
    const varying = keys.filter((key) => !shared.includes(key));
    const pick = (r: Record<string, unknown>, which: string[]) => Object.fromEntries(which.map((k) => [k, r[k]]));
    const selected = sql.raw(
      [...varying.map((k) => `v.${snakeCase(k)}`), ...shared.map((k) => `c.${snakeCase(k)}`)].join(', '),
    );
    const target = sql.raw([...varying, ...shared].map(snakeCase).join(', '));
    const { rows } = await sql<{ id: number; uid: string }>`insert into products (${target})
      select ${selected}
      from jsonb_populate_recordset(null::products, ${recordsJson(part.map((r) => pick(r, varying)))}::jsonb) as v,
        jsonb_populate_record(null::products, ${recordsJson([pick(first, shared)]).slice(1, -1)}::jsonb) as c
      returning id, uid`.execute(trx);
    for (const row of rows) ids.set(row.uid, Number(row.id));
  }
  return ids;
}

/** Changed products, 1,000 per statement: every import column set to the given values, each version raised by one. */
export async function updateProducts(trx: Trx, rows: ImportedProductRow[], now: Date): Promise<void> {
  for (const part of chunk(rows, 1000)) {
    await sql`update products as p set name = v.name, description = v.description, category_id = v.category_id,
        price = v.price, unit = v.unit, tax = v.tax, takeaway_tax = v.takeaway_tax, dine_in_tax = v.dine_in_tax,
        allergens = v.allergens, is_enabled = v.is_enabled, updated_at = ${now}, version = p.version + 1
      from jsonb_populate_recordset(null::products, ${recordsJson(part)}::jsonb) as v
      where p.id = v.id`.execute(trx);
  }
}

export interface ImportAuditEntry {
  action: 'create' | 'update';
  id: number;
  before: ImportedProductRow | null;
  after: ImportedProductRow;
}

/**
 * The audit rows of the import (GET /api/logs), one per created or changed product with the catalog's columns
 * before → after (a create has no before), in batches of 1,000 per statement; `data.via` names the import.
 */
export async function writeImportAudit(trx: Trx, actor: Actor, entries: ImportAuditEntry[], now: Date): Promise<void> {
  const staff = actor.kind === 'staff' ? actor : null;
  const records = entries.map((e) => ({
    userId: staff?.userId ?? null,
    username: staff?.username ?? null,
    action: e.action,
    resource: 'products',
    resourceId: e.id,
    before: e.before,
    after: e.after,
    data: { via: 'import' },
    label: e.after.name.slice(0, 200),
    createdAt: now.toISOString(),
  }));
  for (const part of chunk(records, 1000)) {
    const first = part[0];
    if (!first) continue;
    const columns = columnList(first);
    await sql`insert into logs (${columns})
      select ${columns} from jsonb_populate_recordset(null::logs, ${recordsJson(part)}::jsonb)`.execute(trx);
  }
}
