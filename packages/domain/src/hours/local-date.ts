import type { IsoDate } from '../entities/common.js';

/**
 * Calendar arithmetic on local dates ("YYYY-MM-DD"), independent of any time zone.
 * Date.UTC is used only as a proleptic Gregorian calendar; no clock is read.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function parseIsoDate(date: IsoDate): DateParts | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

export function formatIsoDate(parts: DateParts): IsoDate {
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

function requireDate(date: IsoDate): DateParts {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  return parts;
}

/** Days since 1970-01-01 of a local date. */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = requireDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(days: number): IsoDate {
  const probe = new Date(days * DAY_MS);
  return formatIsoDate({ year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() });
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromDayNumber(dayNumber(date) + days);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: IsoDate): number {
  const jsDay = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return jsDay === 0 ? 7 : jsDay;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "DD.MM.YYYY" (DESIGN.md, Text). */
export function formatGermanDate(date: IsoDate): string {
  const { year, month, day } = requireDate(date);
  return `${pad(day)}.${pad(month)}.${pad(year, 4)}`;
}
