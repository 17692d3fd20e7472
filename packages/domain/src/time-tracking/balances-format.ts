import { timeTrackingSheetsMessages as t } from '../messages/time-tracking-sheets.js';
import type { SheetWarning } from './balances-types.js';

/** Minutes as hours and minutes, 'H:MM' ('7:30', '-0:45', '10:00'): the sheet's, CSV's and PDF's one format. */
export function formatSheetMinutes(minutes: number): string {
  const sign = minutes < 0 ? '-' : '';
  const absolute = Math.abs(Math.trunc(minutes));
  return `${sign}${Math.floor(absolute / 60)}:${String(absolute % 60).padStart(2, '0')}`;
}

/** The German text of an AZG warning. */
export function sheetWarningText(warning: SheetWarning): string {
  if (warning.code === 'dailyMaximum') return t.warnings.dailyMaximum({ hours: formatSheetMinutes(warning.minutes) });
  if (warning.code === 'breakTooShort') return t.warnings.breakTooShort({ minutes: warning.minutes });
  return t.warnings.restTooShort({ hours: formatSheetMinutes(warning.minutes) });
}
