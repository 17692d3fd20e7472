import type { z } from 'zod';
import { catalogImportMessages as cm } from '../messages/catalog-import.js';
import { validationMessages as vm } from '../messages/validation.js';
import { categoryInputSchema, productInputSchema } from '../validation/resources/catalog.js';
import {
  catalogTaxRates,
  catalogUnitNames,
  normalizeDecimalText,
  normalizeTaxRate,
  normalizeUnit,
  parseFlag,
  unescapeFormulaCell,
} from './cells.js';
import { type CatalogCells, type CatalogColumnKey, catalogHeaderOf } from './columns.js';

/**
 * One checked row. A column the file does not have is undefined here: an update leaves that field as it is, a new
 * product takes the product schema's default.
 */
export interface CatalogRow {
  uid: string;
  name: string;
  price: string;
  description?: string | null;
  /** Category name; null puts the product in no category. */
  category?: string | null;
  unit?: string;
  tax?: string;
  allergens?: string | null;
  isEnabled?: boolean;
}

export interface CatalogRowProblem {
  column: CatalogColumnKey | null;
  /** German, without the line (see {@link catalogProblemMessage}). */
  message: string;
  code: string;
}

export type CatalogRowResult = { ok: true; row: CatalogRow } | { ok: false; problems: CatalogRowProblem[] };

const shape = productInputSchema.shape;

/** Runs one field of the domain's product schema (the same rules as the product editor). */
function check<T>(
  schema: z.ZodType<T>,
  value: unknown,
): { ok: true; value: T } | { ok: false; message: string; code: string } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.message ?? vm.invalidValue, code: issue?.code ?? 'invalid' };
}

/** Checks one row of a catalog file with the product schema's rules plus the import's own (unit, tax, yes/no). */
export function checkCatalogRow(raw: CatalogCells): CatalogRowResult {
  const cells: CatalogCells = {};
  for (const [key, text] of Object.entries(raw) as [CatalogColumnKey, string][]) {
    cells[key] = unescapeFormulaCell(text.trim());
  }
  const problems: CatalogRowProblem[] = [];
  const problem = (column: CatalogColumnKey, message: string, code: string) => problems.push({ column, message, code });

  const uid = check(shape.uid, cells.uid ?? '');
  if (!uid.ok) problem('uid', uid.message === vm.invalidValue ? cm.invalidUid : uid.message, `uid_${uid.code}`);
  const name = check(shape.name, cells.name ?? '');
  if (!name.ok) problem('name', name.message, `name_${name.code}`);

  const priceText = normalizeDecimalText(cells.price ?? '');
  if ((cells.price ?? '') === '') problem('price', vm.blank, 'price_blank');
  else if (priceText === null) problem('price', cm.invalidPrice, 'price_invalid');

  const row: CatalogRow = { uid: uid.ok ? uid.value : '', name: name.ok ? name.value : '', price: priceText ?? '' };

  if (cells.description !== undefined) {
    const description = check(shape.description, cells.description);
    if (description.ok) row.description = description.value;
    else problem('description', description.message, `description_${description.code}`);
  }
  if (cells.category !== undefined) {
    if (cells.category === '') row.category = null;
    else {
      const category = check(categoryInputSchema.shape.name, cells.category);
      if (category.ok) row.category = category.value;
      else problem('category', category.message, `category_${category.code}`);
    }
  }
  if (cells.unit !== undefined) {
    if (cells.unit === '') row.unit = shape.unit.parse(undefined);
    else {
      const unit = normalizeUnit(cells.unit);
      if (unit === null) problem('unit', cm.unknownUnit({ unit: cells.unit, known: catalogUnitNames }), 'unit_unknown');
      else row.unit = unit;
    }
  }
  if (cells.tax !== undefined) {
    const tax = cells.tax === '' ? shape.tax.parse(undefined) : normalizeTaxRate(cells.tax);
    if (tax === null) {
      problem('tax', cm.invalidTax({ allowed: catalogTaxRates.map((r) => `${r} %`).join(', ') }), 'tax_invalid');
    } else row.tax = tax;
  }
  if (cells.allergens !== undefined) {
    const allergens = check(shape.allergens, cells.allergens);
    if (allergens.ok) row.allergens = allergens.value;
    else problem('allergens', allergens.message, `allergens_${allergens.code}`);
  }
  if (cells.isEnabled !== undefined) {
    const flag = parseFlag(cells.isEnabled);
    if (flag === null) problem('isEnabled', cm.invalidFlag, 'isEnabled_invalid');
    else row.isEnabled = flag;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, row };
}

/** "Zeile 12, Preis: Kein gültiger Preis …" */
export function catalogProblemMessage(line: number, problem: Pick<CatalogRowProblem, 'column' | 'message'>): string {
  return cm.atLine({ line, column: problem.column ? catalogHeaderOf(problem.column) : null, message: problem.message });
}
