import { type ProductInput, productInputSchema } from '@bestell/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/database.js';
import type { Actor } from '../../../infrastructure/auth/actor.js';
import type { Trx } from '../../../infrastructure/crud/types.js';
import type { importAnswerSchema } from './docs.js';
import { checkRows, type ImportAction, type PlannedRow, planImport } from './plan.js';
import type { ImportFile } from './read-import-file.js';
import {
  findCategories,
  findProductsByUid,
  type ImportAuditEntry,
  type ImportedProductRow,
  insertCategories,
  insertProducts,
  nextPosition,
  updateProducts,
  writeImportAudit,
} from './repository.js';
import { readSheetRows } from './sheet.js';
import { cellsOfSheet } from './table.js';

/** The `data` of POST /api/products/import: the route's documented answer schema. */
export type ImportResult = z.infer<typeof importAnswerSchema>;

async function plan(executor: Db | Trx, file: ImportFile) {
  const checked = checkRows(cellsOfSheet(await readSheetRows(file.name, file.bytes)));
  const existing = await findProductsByUid(
    executor,
    checked.map((c) => c.row.uid),
  );
  return planImport(checked, existing, await findCategories(executor));
}

/** Every field a new product takes from the product schema's defaults (parsed once, not per row). */
let defaults: ProductInput | null = null;

/** The body of a new product: the row's fields (checked by the same schema's field rules) over the defaults. */
function newProductColumns(row: PlannedRow, categoryId: number | null, position: number): ProductInput {
  defaults ??= productInputSchema.parse({ uid: 'x', name: 'x', price: '0' });
  const { row: r } = row;
  return {
    ...defaults,
    uid: r.uid,
    name: r.name,
    price: r.price,
    categoryId,
    position,
    ...(r.description !== undefined ? { description: r.description } : {}),
    ...(r.unit !== undefined ? { unit: r.unit } : {}),
    ...(r.tax !== undefined ? { tax: r.tax, takeawayTax: r.tax, dineInTax: r.tax } : {}),
    ...(r.allergens !== undefined ? { allergens: r.allergens } : {}),
    ...(r.isEnabled !== undefined ? { isEnabled: r.isEnabled } : {}),
  };
}

/** A new product as the audit log keeps it: the columns the catalog file reads and writes. */
function importedView(id: number, columns: ProductInput): ImportedProductRow {
  return {
    id,
    uid: columns.uid,
    name: columns.name,
    description: columns.description ?? null,
    categoryId: columns.categoryId ?? null,
    price: columns.price,
    unit: columns.unit,
    tax: columns.tax,
    takeawayTax: columns.takeawayTax,
    dineInTax: columns.dineInTax,
    allergens: columns.allergens ?? null,
    isEnabled: columns.isEnabled,
  };
}

/** The changed columns of an existing product; takeaway and dine-in rates follow the tax where they equalled it. */
function changedValues(
  row: PlannedRow,
  existing: ImportedProductRow,
  categoryId: number | null,
): Partial<Omit<ImportedProductRow, 'id' | 'uid'>> {
  const { row: r } = row;
  const values: Partial<Omit<ImportedProductRow, 'id' | 'uid'>> = {};
  for (const change of row.changes) {
    if (change === 'name') values.name = r.name;
    if (change === 'description') values.description = r.description ?? null;
    if (change === 'category') values.categoryId = categoryId;
    if (change === 'price') values.price = r.price;
    if (change === 'unit' && r.unit !== undefined) values.unit = r.unit;
    if (change === 'allergens') values.allergens = r.allergens ?? null;
    if (change === 'isEnabled' && r.isEnabled !== undefined) values.isEnabled = r.isEnabled;
    if (change === 'tax' && r.tax !== undefined) {
      values.tax = r.tax;
      if (existing.takeawayTax === existing.tax) values.takeawayTax = r.tax;
      if (existing.dineInTax === existing.tax) values.dineInTax = r.tax;
    }
  }
  return values;
}

async function apply(trx: Trx, actor: Actor, now: Date, planned: ReturnType<typeof planImport>): Promise<void> {
  const categoryIds = new Map<string, number>();
  const created = await insertCategories(trx, planned.newCategories, await nextPosition(trx, 'categories'));
  for (const c of created) categoryIds.set(c.name, c.id);
  const categoryIdOf = (row: PlannedRow): number | null => {
    if (row.category === null || row.category === undefined) return row.existing?.categoryId ?? null;
    return 'id' in row.category ? row.category.id : (categoryIds.get(row.category.name) ?? null);
  };
  const creates = planned.rows.filter((r) => r.action === 'create');
  const firstPosition = creates.length > 0 ? await nextPosition(trx, 'products') : 0;
  const newColumns = creates.map((row, i) =>
    newProductColumns(row, row.category === null ? null : categoryIdOf(row), firstPosition + i),
  );
  const ids = await insertProducts(trx, newColumns);
  // One audit entry per product (the catalog's columns before → after), written in batches with the import.
  const audit: ImportAuditEntry[] = newColumns.map((columns) => {
    const id = ids.get(columns.uid) ?? 0;
    return { action: 'create', id, before: null, after: importedView(id, columns) };
  });
  const updates: ImportedProductRow[] = [];
  for (const row of planned.rows) {
    if (row.action !== 'update' || !row.existing) continue;
    const categoryId = row.category === null ? null : categoryIdOf(row);
    const values = changedValues(row, row.existing, categoryId);
    const after = { ...row.existing, ...values };
    updates.push(after);
    audit.push({ action: 'update', id: row.existing.id, before: row.existing, after });
  }
  await updateProducts(trx, updates, now);
  await writeImportAudit(trx, actor, audit, now);
}

/**
 * Checks a catalog file and, unless `dryRun`, writes it in one transaction: new products are created, products
 * with a known uid get exactly the changed columns (version + 1), unchanged ones are not touched at all (no
 * version, no change event). A file with any bad row writes nothing (422 listing every bad line).
 */
export async function importCatalog(
  db: Db,
  actor: Actor,
  now: Date,
  file: ImportFile,
  dryRun: boolean,
): Promise<ImportResult> {
  const summarize = (planned: ReturnType<typeof planImport>): ImportResult => {
    const count = (action: ImportAction) => planned.rows.filter((r) => r.action === action).length;
    return {
      dryRun,
      rows: planned.rows.length,
      created: count('create'),
      updated: count('update'),
      unchanged: count('unchanged'),
      categoriesCreated: planned.newCategories.length,
      newCategories: planned.newCategories,
      items: planned.rows.map(({ line, uid, name, action, changes }) => ({ line, uid, name, action, changes })),
    };
  };
  if (dryRun) return summarize(await plan(db, file));
  // Parse outside the transaction (PGlite has one connection: keep it short), plan and write inside it.
  const checked = checkRows(cellsOfSheet(await readSheetRows(file.name, file.bytes)));
  return db.transaction().execute(async (trx) => {
    const existing = await findProductsByUid(
      trx,
      checked.map((c) => c.row.uid),
    );
    const planned = planImport(checked, existing, await findCategories(trx));
    const needsWrite = planned.newCategories.length > 0 || planned.rows.some((r) => r.action !== 'unchanged');
    if (needsWrite) await apply(trx, actor, now, planned);
    return summarize(planned);
  });
}
