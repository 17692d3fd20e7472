import type { IsoDate } from '../entities/common.js';
import { addDays, daysInMonth } from '../hours/local-date.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A calendar month "YYYY-MM" → its first and last day, or null when the text is no month (years 2000–2099). */
export function monthRange(month: string): { from: IsoDate; to: IsoDate; year: number } | null {
  const match = MONTH.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const number = Number(match[2]);
  if (year < 2000 || year > 2099) return null;
  return { from: `${month}-01`, to: `${month}-${String(daysInMonth(year, number)).padStart(2, '0')}`, year };
}

/** The month "YYYY-MM" of a local day. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** The day before a local day (the rest rule looks one day back). */
export function dayBefore(date: IsoDate): IsoDate {
  return addDays(date, -1);
}
