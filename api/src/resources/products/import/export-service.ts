import { type CatalogExportProduct, catalogCellsOf, catalogHeaderRow, catalogTemplateProducts } from '@bestell/domain';
import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import type { Db } from '../../../db/database.js';

const bom = '\uFEFF';

/**
 * CSV as Excel opens it in German: UTF-8 with byte order mark, semicolons, CRLF, decimal commas. Cells a
 * spreadsheet would run as a formula (= + - @ at the start) get a leading `'`, which the import drops again.
 */
export function catalogCsv(products: CatalogExportProduct[]): string {
  const rows = [catalogHeaderRow, ...products.map((p) => catalogCellsOf(p, { escapeFormulas: true }))];
  return bom + stringify(rows, { delimiter: ';', record_delimiter: '\r\n' });
}

/** Every product in the columns of the catalog file, ordered as the back-office lists them. */
export async function exportedProducts(db: Db): Promise<CatalogExportProduct[]> {
  const rows = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.categoryId')
    .select([
      'products.uid',
      'products.name',
      'products.description',
      'categories.name as category',
      'products.price',
      'products.unit',
      'products.tax',
      'products.allergens',
      'products.isEnabled',
    ])
    .orderBy('products.position')
    .orderBy('products.id')
    .execute();
  return rows.map((r) => ({ ...r, category: r.category ?? null }));
}

export function templateCsv(): string {
  return catalogCsv(catalogTemplateProducts);
}

/** The template as a workbook: the header row (bold) and the example rows as text cells. */
export function templateXlsx(): Promise<Buffer> {
  const header = catalogHeaderRow.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = catalogTemplateProducts.map((p) =>
    catalogCellsOf(p, { escapeFormulas: false }).map((value) => ({ value, type: String })),
  );
  return writeXlsxFile([header, ...rows], { sheet: 'Artikel' }).toBuffer();
}
