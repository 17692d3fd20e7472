import {
  type CatalogCells,
  type CatalogColumnKey,
  catalogColumnOf,
  catalogColumns,
  catalogImportMaxRows,
  catalogImportMessages as cm,
} from '@bestell/domain';
import { AppError, type ErrorEntry } from '../../../kernel/app-error.js';
import type { SheetRow } from './sheet.js';

export interface CellsRow {
  line: number;
  cells: CatalogCells;
}

const fileError = (message: string, code: string, line?: number): ErrorEntry => ({
  message: line === undefined ? message : cm.atLine({ line, column: null, message }),
  field: 'file',
  code,
  ...(line === undefined ? {} : { line }),
});

/**
 * The header row names the columns (documented or German names, any order); every later non-empty row becomes the
 * cells of those columns. A missing required column, an unknown or repeated one, no product rows or too many is a
 * 422 for the whole file.
 */
export function cellsOfSheet(rows: SheetRow[]): CellsRow[] {
  const isBlank = (row: SheetRow) => row.cells.every((cell) => cell.trim() === '');
  const header = rows.find((row) => !isBlank(row));
  if (!header) throw new AppError('validation', cm.emptyFile, { field: 'file', code: 'import_empty' });
  const errors: ErrorEntry[] = [];
  const columns: (CatalogColumnKey | null)[] = [];
  const seen = new Set<CatalogColumnKey>();
  header.cells.forEach((text, index) => {
    if (text.trim() === '') {
      columns[index] = null;
      return;
    }
    const key = catalogColumnOf(text);
    if (key === undefined)
      errors.push(fileError(cm.unknownColumn({ column: text.trim() }), 'import_unknown_column', header.line));
    else if (seen.has(key))
      errors.push(fileError(cm.duplicateColumn({ column: text.trim() }), 'import_duplicate_column', header.line));
    else seen.add(key);
    columns[index] = key ?? null;
  });
  for (const column of catalogColumns) {
    if (column.required && !seen.has(column.key)) {
      errors.push(fileError(cm.missingColumn({ column: column.header }), 'import_missing_column', header.line));
    }
  }
  if (errors.length > 0) {
    throw new AppError('validation', errors[0]?.message ?? cm.unreadableFile, { entries: errors });
  }
  const body = rows.filter((row) => row.line > header.line && !isBlank(row));
  if (body.length === 0) throw new AppError('validation', cm.emptyFile, { field: 'file', code: 'import_empty' });
  if (body.length > catalogImportMaxRows) {
    throw new AppError('validation', cm.tooManyRows({ limit: catalogImportMaxRows }), {
      field: 'file',
      code: 'import_too_many_rows',
    });
  }
  return body.map((row) => {
    const cells: CatalogCells = {};
    columns.forEach((key, index) => {
      if (key !== null) cells[key] = row.cells[index] ?? '';
    });
    return { line: row.line, cells };
  });
}
