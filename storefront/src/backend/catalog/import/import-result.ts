export type { CatalogImportItem as ImportItem, CatalogImportResult as ImportResult } from '@bestell/api-client';

/** One file problem as the preview lists it. */
export interface ImportProblem {
  id: string;
  line: number | null;
  message: string;
}
