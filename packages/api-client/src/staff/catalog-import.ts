import type { AnswerData } from '../generated/types.js';

/** The `data` of POST /api/products/import (the document's answer schema). */
export type CatalogImportResult = AnswerData<'postProductsImport'>;
/** One row of a catalog import: its line, uid, name, what happens to it and the changed columns. */
export type CatalogImportItem = CatalogImportResult['items'][number];
