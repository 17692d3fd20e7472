import {
  formatGermanDate,
  formatLocalTime,
  formatSheetMinutes,
  localDateOf,
  timeTrackingSheetsMessages,
} from '@bestell/domain';
import type { SheetDayAnswer, TimeSheetAnswer } from './service.js';

const t = timeTrackingSheetsMessages;

/** One day of the export, as the CSV and the PDF write it (the same texts, so both show the same figures). */
export interface ExportDay {
  date: string;
  weekday: string;
  starts: string;
  ends: string;
  breaks: string;
  worked: string;
  planned: string;
  credited: string;
  overtime: string;
  absence: string;
  warnings: string;
}

/** 'HH:mm' of an entry's end; a piece cut at local midnight ends at '24:00'. */
function endText(day: SheetDayAnswer, end: string, timeZone: string): string {
  const at = Date.parse(end);
  return localDateOf(at, timeZone) === day.date ? formatLocalTime(at, timeZone) : '24:00';
}

export function exportDay(day: SheetDayAnswer, timeZone: string): ExportDay {
  const absence = [day.publicHoliday ? t.publicHoliday : '', day.absence ? t.absence[day.absence] : '']
    .filter((part) => part !== '')
    .join(', ');
  return {
    date: formatGermanDate(day.date),
    weekday: t.weekdays[day.weekday - 1] ?? '',
    starts: day.entries.map((entry) => formatLocalTime(Date.parse(entry.start), timeZone)).join(', '),
    ends: day.entries.map((entry) => (entry.running ? t.running : endText(day, entry.end, timeZone))).join(', '),
    breaks: formatSheetMinutes(day.breakMinutes),
    worked: formatSheetMinutes(day.workedMinutes),
    planned: formatSheetMinutes(day.plannedMinutes),
    credited: formatSheetMinutes(day.creditedMinutes),
    overtime: formatSheetMinutes(day.overtimeMinutes),
    absence,
    warnings: day.warnings.map((warning) => warning.text).join('; '),
  };
}

/** The summary lines under the days: month totals, carried balance, holidays. */
export function summaryLines(sheet: TimeSheetAnswer): [string, string][] {
  const holidays = sheet.holidays;
  const days = (value: number) => String(value).replace('.', ',');
  return [
    [t.workedTotal, formatSheetMinutes(sheet.totals.workedMinutes)],
    [t.plannedTotal, formatSheetMinutes(sheet.totals.plannedMinutes)],
    [t.overtimeMonth, formatSheetMinutes(sheet.totals.overtimeMinutes)],
    [t.overtimeCarried, formatSheetMinutes(sheet.overtimeCarriedMinutes)],
    [
      t.holidayLine({
        year: holidays.year,
        entitlement: days(holidays.entitlementDays),
        taken: days(holidays.takenDays),
        left: days(holidays.leftDays),
      }),
      '',
    ],
  ];
}

/** 'MM.YYYY' of a month 'YYYY-MM'. */
export function monthLabel(month: string): string {
  return `${month.slice(5, 7)}.${month.slice(0, 4)}`;
}

export function sheetFileName(sheet: TimeSheetAnswer, extension: 'csv' | 'pdf'): string {
  return `zeitblatt-${sheet.user.id}-${sheet.month}.${extension}`;
}
