import { catalogImportMessages as cm, toPlainDecimalString, tryParseDecimal } from '@bestell/domain';
import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { AppError } from '../../../kernel/app-error.js';
import { decodeCsvText, looksLikeText } from './decode-text.js';

/** A file's rows as text: `line` is the row number a spreadsheet shows (the header is line 1). */
export interface SheetRow {
  line: number;
  cells: string[];
}

export type SheetKind = 'csv' | 'xlsx';

const wrongType = () => new AppError('validation', cm.wrongFileType, { field: 'file', code: 'import_file_type' });
const unreadable = () =>
  new AppError('validation', cm.unreadableFile, { field: 'file', code: 'import_file_unreadable' });

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** CSV or XLSX, by content (a ZIP is XLSX) and by the name's extension when there is one; anything else is a 422. */
export function sheetKindOf(name: string, bytes: Uint8Array): SheetKind {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? null;
  if (isZip(bytes)) {
    if (extension !== null && extension !== 'xlsx') throw wrongType();
    return 'xlsx';
  }
  if (extension !== null && extension !== 'csv' && extension !== 'txt') throw wrongType();
  if (!looksLikeText(bytes)) throw wrongType();
  return 'csv';
}

/** The separator of the header line: semicolon (Excel in German), comma or tab, whichever occurs most. */
export function detectDelimiter(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const count = (c: string) => firstLine.split(c).length - 1;
  const candidates = [';', ',', '\t'];
  return candidates.reduce((best, c) => (count(c) > count(best) ? c : best), ';');
}

function readCsv(bytes: Uint8Array): string[][] {
  const text = decodeCsvText(bytes);
  try {
    return parse(text, {
      delimiter: detectDelimiter(text),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
    }) as string[][];
  } catch {
    throw unreadable();
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? cm.yes : cm.no;
  return String(value);
}

/** A number cell keeps Excel's digits, without binary noise ("2.8999999999999999" → "2.9"). */
function numberText(raw: string): string {
  const value = tryParseDecimal(raw);
  return value === null ? raw : toPlainDecimalString(value);
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  try {
    const rows = await readSheet(bytes, { parseNumber: numberText, trim: false });
    return rows.map((row) => row.map(cellText));
  } catch {
    throw unreadable();
  }
}

/** Every row of the file (the first sheet of a workbook), numbered as a spreadsheet shows them. */
export async function readSheetRows(name: string, bytes: Buffer): Promise<SheetRow[]> {
  const kind = sheetKindOf(name, bytes);
  const rows = kind === 'xlsx' ? await readXlsx(bytes) : readCsv(bytes);
  return rows.map((cells, index) => ({ line: index + 1, cells }));
}
