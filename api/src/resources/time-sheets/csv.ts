import { formatSheetMinutes, timeTrackingSheetsMessages } from '@bestell/domain';
import { stringify } from 'csv-stringify/sync';
import { exportDay, monthLabel, summaryLines } from './rows.js';
import type { TimeSheetAnswer } from './service.js';

const t = timeTrackingSheetsMessages;
const bom = '\uFEFF';
/** A text Excel would read as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. */
const cell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);
/** A negative duration with the minus sign U+2212: readable, and no formula for Excel. */
const duration = (value: string) => value.replace(/^-/, '\u2212');

/**
 * The time sheet of one employee and month for the payroll office, like the other CSV exports: UTF-8 with BOM, ';',
 * CRLF, German headers; a row per day (times HH:mm, durations H:MM; a negative balance starts with '−' U+2212, which
 * Excel does not read as a formula), the totals, then the balances and the holiday line. Every text cell is escaped.
 */
export function timeSheetCsv(sheet: TimeSheetAnswer): string {
  const c = t.columns;
  const rows: string[][] = [
    [t.heading({ name: sheet.user.displayName, month: monthLabel(sheet.month) })].map(cell),
    [c.date, c.weekday, c.start, c.end, c.breaks, c.worked, c.planned, c.credited, c.overtime, c.absence, c.warnings],
  ];
  for (const day of sheet.days) {
    const row = exportDay(day, sheet.timeZone);
    rows.push(
      [
        row.date,
        row.weekday,
        row.starts,
        row.ends,
        row.breaks,
        row.worked,
        row.planned,
        row.credited,
        duration(row.overtime),
        row.absence,
        row.warnings,
      ].map(cell),
    );
  }
  const totals = sheet.totals;
  rows.push(
    [
      t.totals,
      '',
      '',
      '',
      formatSheetMinutes(totals.breakMinutes),
      formatSheetMinutes(totals.workedMinutes),
      formatSheetMinutes(totals.plannedMinutes),
      formatSheetMinutes(totals.creditedMinutes),
      duration(formatSheetMinutes(totals.overtimeMinutes)),
      '',
      '',
    ].map(cell),
  );
  for (const [label, value] of summaryLines(sheet)) rows.push([cell(label), cell(duration(value))]);
  return bom + stringify(rows, { delimiter: ';', record_delimiter: '\r\n' });
}
