/** The `data` of POST /api/products/import (api/src/resources/products/import/service.ts). */
export interface ImportItem {
  line: number;
  uid: string;
  name: string;
  action: 'create' | 'update' | 'unchanged';
  changes: string[];
}

export interface ImportResult {
  dryRun: boolean;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  categoriesCreated: number;
  newCategories: string[];
  items: ImportItem[];
}

/** One file problem as the preview lists it. */
export interface ImportProblem {
  id: string;
  line: number | null;
  message: string;
}
