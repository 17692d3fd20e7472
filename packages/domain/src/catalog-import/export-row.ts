import { catalogImportMessages as cm } from '../messages/catalog-import.js';
import { tryParseDecimal } from '../money/parse.js';
import { toDecimalString, toPlainDecimalString } from '../money/to-string.js';
import { escapeFormulaCell } from './cells.js';
import { type CatalogColumnKey, catalogColumns } from './columns.js';

/** What the export reads of a product (decimals as stored: "2.9000", "10.00"). */
export interface CatalogExportProduct {
  uid: string;
  name: string;
  description: string | null;
  category: string | null;
  price: string;
  unit: string;
  tax: string;
  allergens: string | null;
  isEnabled: boolean;
}

/** "2.9000" → "2,90", "1.2345" → "1,2345": at least two decimals, none lost, decimal comma. */
function priceCell(stored: string): string {
  const value = tryParseDecimal(stored);
  if (value === null) return stored;
  const plain = toPlainDecimalString(value);
  const decimals = plain.split('.')[1]?.length ?? 0;
  return toDecimalString(value, Math.max(2, decimals)).replace('.', ',');
}

function taxCell(stored: string): string {
  const value = tryParseDecimal(stored);
  return value === null ? stored : toPlainDecimalString(value).replace('.', ',');
}

/** One product as the cells of a catalog file, in column order (formula-looking text escaped when `forCsv`). */
export function catalogCellsOf(product: CatalogExportProduct, options: { escapeFormulas: boolean }): string[] {
  const text: Record<CatalogColumnKey, string> = {
    uid: product.uid,
    name: product.name,
    description: product.description ?? '',
    category: product.category ?? '',
    price: priceCell(product.price),
    unit: product.unit,
    tax: taxCell(product.tax),
    allergens: product.allergens ?? '',
    isEnabled: product.isEnabled ? cm.yes : cm.no,
  };
  return catalogColumns.map((c) => (options.escapeFormulas ? escapeFormulaCell(text[c.key]) : text[c.key]));
}

/** The header row of export and templates. */
export const catalogHeaderRow: string[] = catalogColumns.map((c) => c.header);

/** The example rows of the templates. */
export const catalogTemplateProducts: CatalogExportProduct[] = [
  {
    uid: 'B-001',
    name: 'Kaisersemmel',
    description: 'Handgeschlagen, mit Mohn',
    category: 'Gebäck',
    price: '0.65',
    unit: 'Stk.',
    tax: '10',
    allergens: 'A',
    isEnabled: true,
  },
  {
    uid: 'B-002',
    name: 'Bauernbrot',
    description: 'Roggenmischbrot, im Holzofen gebacken',
    category: 'Brot',
    price: '5.20',
    unit: 'kg',
    tax: '10',
    allergens: 'A, L',
    isEnabled: true,
  },
  {
    uid: 'G-001',
    name: 'Apfelsaft gespritzt',
    description: null,
    category: 'Getränke',
    price: '3.40',
    unit: 'Stk.',
    tax: '20',
    allergens: null,
    isEnabled: true,
  },
];
