import type { IsoDate } from '../entities/common.js';
import { datesBetween, isNormWorkday } from './balances.js';
import type { SheetAbsence } from './balances-types.js';

/** Holiday entitlement, days taken and left in one calendar year (issue 28.3); half days possible. */
export interface HolidayBalance {
  year: number;
  entitlementDays: number;
  takenDays: number;
  leftDays: number;
}

/** The default entitlement: 25 working days a year (5 weeks of a 5-day week, Urlaubsgesetz). */
export const defaultHolidayEntitlementDays = 25;

/** Tenths of a day of a decimal text or number ("25.0", "12.5", 25) — numeric(4,1) comes as text from pg. */
function tenthsOf(days: string | number): number {
  const text = typeof days === 'number' ? days.toFixed(1) : days.trim();
  const match = /^(-?)(\d+)(?:\.(\d))?\d*$/.exec(text);
  if (!match) throw new RangeError(`Invalid number of days: ${days}`);
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? '0');
  return match[1] === '-' ? -tenths : tenths;
}

/**
 * Days of holiday taken in `year`: the local days of `holiday` absences that are working days of the 5-day norm
 * (Monday to Friday, not an Austrian public holiday); a holiday over a weekend or a public holiday costs nothing.
 */
export function holidayDaysTaken(year: number, absences: SheetAbsence[], publicHolidays: IsoDate[]): number {
  const holidays = new Set(publicHolidays);
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const taken = new Set<IsoDate>();
  for (const absence of absences) {
    if (absence.kind !== 'holiday') continue;
    const first = absence.fromDate > from ? absence.fromDate : from;
    const last = absence.toDate < to ? absence.toDate : to;
    for (const date of first <= last ? datesBetween(first, last) : []) {
      if (isNormWorkday(date, holidays)) taken.add(date);
    }
  }
  return taken.size;
}

export function holidayBalance(
  year: number,
  entitlementDays: string | number,
  absences: SheetAbsence[],
  publicHolidays: IsoDate[],
): HolidayBalance {
  const entitlement = tenthsOf(entitlementDays);
  const taken = holidayDaysTaken(year, absences, publicHolidays) * 10;
  return { year, entitlementDays: entitlement / 10, takenDays: taken / 10, leftDays: (entitlement - taken) / 10 };
}
