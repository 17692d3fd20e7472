import { catalogColumns } from '@bestell/domain';
import { z } from 'zod';
import type { ApiRouteDoc } from '../../openapi/route-doc.js';

const columnList = catalogColumns.map((c) => `${c.key} (${c.header})`).join(', ');

/** The `data` of POST /api/products/import. */
export const importAnswerSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int().meta({ description: 'Product rows in the file.' }),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  categoriesCreated: z.number().int(),
  newCategories: z.array(z.string()).meta({ description: 'Names of the categories created (or to create).' }),
  items: z.array(
    z.object({
      line: z.number().int().meta({ description: 'Row number as a spreadsheet shows it (header = 1).' }),
      uid: z.string(),
      name: z.string(),
      action: z.enum(['create', 'update', 'unchanged']),
      changes: z.array(z.enum(catalogColumns.map((c) => c.key) as [string, ...string[]])),
    }),
  ),
});

const importForm = z.object({
  file: z.string().meta({ format: 'binary', description: `CSV (; or , separated) or XLSX. Columns: ${columnList}.` }),
});

/** Catalog import, export and templates (docs/catalog-import.md). */
export const catalogImportRouteDocs: ApiRouteDoc[] = [
  {
    method: 'post',
    path: '/api/products/import',
    summary:
      'Import products from a CSV or XLSX file (one transaction; a file with a bad row writes nothing and answers 422 listing every bad line)',
    tag: 'products',
    access: 'admin',
    body: importForm,
    bodyType: 'multipart/form-data',
    query: z.object({
      dryRun: z
        .enum(['true', 'false'])
        .optional()
        .meta({ description: 'true: check the file and answer what would change, without writing.' }),
    }),
    status: 200,
    answer: importAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/products/export.csv',
    summary: 'Every product in the import format (semicolons, UTF-8 with BOM, decimal comma)',
    tag: 'products',
    access: 'admin',
    status: 200,
    answerType: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/products/import/template.csv',
    summary: 'Import template as CSV',
    tag: 'products',
    access: 'admin',
    status: 200,
    answerType: 'text/csv',
  },
  {
    method: 'get',
    path: '/api/products/import/template.xlsx',
    summary: 'Import template as Excel workbook',
    tag: 'products',
    access: 'admin',
    status: 200,
    answerType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
];
