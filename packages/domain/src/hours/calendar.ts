import type { IsoDate } from '../entities/common.js';
import { addDays, formatIsoDate, isoWeekday, parseIsoDate } from './local-date.js';

/** ISO 8601 week number (1–53) of a local date: weeks start on Monday, week 1 holds the year's first Thursday. */
export function isoWeekNumber(date: IsoDate): number {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const parts = parseIsoDate(thursday);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  const janFirst = formatIsoDate({ year: parts.year, month: 1, day: 1 });
  const dayOfYear = Math.round((Date.UTC(parts.year, parts.month - 1, parts.day) - Date.parse(janFirst)) / 86_400_000);
  return Math.floor(dayOfYear / 7) + 1;
}

export interface CalendarWeek {
  /** ISO week number shown at the start of the row. */
  week: number;
  /** Monday … Sunday; days of the neighbouring months included. */
  days: IsoDate[];
}

/** The rows of a month calendar (spec §2 Checkout date picker: ISO week numbers, Mo to So). month is 1–12. */
export function monthCalendar(year: number, month: number): CalendarWeek[] {
  const first = formatIsoDate({ year, month, day: 1 });
  let monday = addDays(first, 1 - isoWeekday(first));
  const weeks: CalendarWeek[] = [];
  do {
    const days = Array.from({ length: 7 }, (_, index) => addDays(monday, index));
    weeks.push({ week: isoWeekNumber(monday), days });
    monday = addDays(monday, 7);
  } while ((parseIsoDate(monday)?.month ?? month) === month);
  return weeks;
}
