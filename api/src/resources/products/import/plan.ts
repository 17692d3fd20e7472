import {
  type CatalogColumnKey,
  type CatalogRow,
  catalogProblemMessage,
  checkCatalogRow,
  catalogImportMessages as cm,
  tryParseDecimal,
} from '@bestell/domain';
import { AppError, type ErrorEntry } from '../../../kernel/app-error.js';
import type { ImportedProductRow } from './repository.js';
import type { CellsRow } from './table.js';

export interface CheckedRow {
  line: number;
  row: CatalogRow;
}

/** Every row checked by the domain's rules, and each uid once; any problem is a 422 listing every bad line. */
export function checkRows(rows: CellsRow[]): CheckedRow[] {
  const errors: ErrorEntry[] = [];
  const checked: CheckedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const result = checkCatalogRow(cells);
    if (!result.ok) {
      for (const problem of result.problems) {
        errors.push({
          message: catalogProblemMessage(line, problem),
          ...(problem.column ? { field: problem.column } : {}),
          code: problem.code,
          line,
        });
      }
      continue;
    }
    const firstLine = firstLineOf.get(result.row.uid);
    if (firstLine !== undefined) {
      errors.push({
        message: catalogProblemMessage(line, {
          column: 'uid',
          message: cm.duplicateUid({ uid: result.row.uid, firstLine }),
        }),
        field: 'uid',
        code: 'uid_duplicate',
        line,
      });
      continue;
    }
    firstLineOf.set(result.row.uid, line);
    checked.push({ line, row: result.row });
  }
  if (errors.length > 0) throw new AppError('validation', errors[0]?.message ?? cm.unreadableFile, { entries: errors });
  return checked;
}

export type ImportAction = 'create' | 'update' | 'unchanged';

export interface PlannedRow {
  line: number;
  uid: string;
  name: string;
  action: ImportAction;
  /** The columns whose value changes (all present columns for a new product). */
  changes: CatalogColumnKey[];
  existing: ImportedProductRow | null;
  row: CatalogRow;
  /** Category: an existing id, a name to create, null for none, undefined when the file has no category column. */
  category: { id: number } | { name: string } | null | undefined;
}

const sameDecimal = (a: string, b: string) => tryParseDecimal(a) === tryParseDecimal(b);

function categoryKey(name: string): string {
  return name.trim().toLocaleLowerCase('de');
}

/**
 * What importing the rows would do: per row create, update (with the changed columns) or unchanged, and the
 * categories to create (matched by name, case-insensitively; the first spelling in the file is kept).
 */
export function planImport(
  rows: CheckedRow[],
  existingProducts: ImportedProductRow[],
  categories: { id: number; name: string }[],
): { rows: PlannedRow[]; newCategories: string[] } {
  const byUid = new Map(existingProducts.map((p) => [p.uid, p]));
  const categoryIds = new Map<string, number>();
  for (const c of categories) if (!categoryIds.has(categoryKey(c.name))) categoryIds.set(categoryKey(c.name), c.id);
  const newCategories = new Map<string, string>();
  const planned = rows.map(({ line, row }): PlannedRow => {
    let category: PlannedRow['category'];
    if (row.category === null) category = null;
    else if (row.category !== undefined) {
      const id = categoryIds.get(categoryKey(row.category));
      if (id !== undefined) category = { id };
      else {
        const key = categoryKey(row.category);
        if (!newCategories.has(key)) newCategories.set(key, row.category);
        category = { name: newCategories.get(key) ?? row.category };
      }
    }
    const existing = byUid.get(row.uid) ?? null;
    const present = (Object.keys(row) as (keyof CatalogRow)[]).filter((k) => row[k] !== undefined);
    if (!existing) {
      return { line, uid: row.uid, name: row.name, action: 'create', changes: present, existing, row, category };
    }
    const changes: CatalogColumnKey[] = [];
    if (row.name !== existing.name) changes.push('name');
    if (row.description !== undefined && row.description !== existing.description) changes.push('description');
    if (category !== undefined) {
      const target = category === null ? null : 'id' in category ? category.id : -1;
      if (target !== existing.categoryId) changes.push('category');
    }
    if (!sameDecimal(row.price, existing.price)) changes.push('price');
    if (row.unit !== undefined && row.unit !== existing.unit) changes.push('unit');
    if (row.tax !== undefined && !sameDecimal(row.tax, existing.tax)) changes.push('tax');
    if (row.allergens !== undefined && row.allergens !== existing.allergens) changes.push('allergens');
    if (row.isEnabled !== undefined && row.isEnabled !== existing.isEnabled) changes.push('isEnabled');
    return {
      line,
      uid: row.uid,
      name: row.name,
      action: changes.length > 0 ? 'update' : 'unchanged',
      changes,
      existing,
      row,
      category,
    };
  });
  return { rows: planned, newCategories: [...newCategories.values()] };
}
