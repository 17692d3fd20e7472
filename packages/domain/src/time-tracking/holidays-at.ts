import type { IsoDate } from '../entities/common.js';
import { addDays, dayNumber, formatIsoDate, fromDayNumber, isoWeekday, parseIsoDate } from '../hours/local-date.js';

/**
 * The statutory public holidays of Austria (Feiertagsruhegesetz, § 7 ARG; issue 28.3: they are not working days).
 * Movable feasts follow Easter Sunday of the Gregorian calendar. Karfreitag is no longer a general public holiday
 * (since 2019) and the Heiliger Abend / Silvester are not public holidays, so none of them is listed.
 */
export interface PublicHoliday {
  date: IsoDate;
  name: string;
}

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return formatIsoDate({ year, month, day });
}

const cache = new Map<number, readonly PublicHoliday[]>();

/** The 13 Austrian public holidays of `year`, by date. */
export function austrianPublicHolidays(year: number): readonly PublicHoliday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({
    date: formatIsoDate({ year, month, day }),
    name,
  });
  const easter = easterSunday(year);
  const movable = (offset: number, name: string): PublicHoliday => ({ date: addDays(easter, offset), name });
  const holidays = [
    fixed(1, 1, 'Neujahr'),
    fixed(1, 6, 'Heilige Drei Könige'),
    movable(1, 'Ostermontag'),
    fixed(5, 1, 'Staatsfeiertag'),
    movable(39, 'Christi Himmelfahrt'),
    movable(50, 'Pfingstmontag'),
    movable(60, 'Fronleichnam'),
    fixed(8, 15, 'Mariä Himmelfahrt'),
    fixed(10, 26, 'Nationalfeiertag'),
    fixed(11, 1, 'Allerheiligen'),
    fixed(12, 8, 'Mariä Empfängnis'),
    fixed(12, 25, 'Christtag'),
    fixed(12, 26, 'Stefanitag'),
  ].sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  cache.set(year, holidays);
  return holidays;
}

/** The Austrian public holiday on `date`, or null. */
export function austrianPublicHolidayOn(date: IsoDate): PublicHoliday | null {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  return austrianPublicHolidays(parts.year).find((holiday) => holiday.date === date) ?? null;
}

/** A working day: Monday to Friday and not an Austrian public holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  return isoWeekday(date) <= 5 && austrianPublicHolidayOn(date) === null;
}

/** Working days from `from` to `to`, both included (0 when `to` is before `from`). */
export function countWorkingDays(from: IsoDate, to: IsoDate): number {
  let count = 0;
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) {
    if (isWorkingDay(fromDayNumber(day))) count += 1;
  }
  return count;
}
