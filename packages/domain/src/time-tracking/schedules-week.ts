import type { IsoDate } from '../entities/common.js';
import { addDays, daysBetween, isoWeekday } from '../hours/local-date.js';
import type { EpochMs, Interval } from '../hours/time-types.js';
import { addCalendarDays, startOfLocalDay } from '../hours/zoned-time.js';

/**
 * Week arithmetic of the schedule (Dienstplan) in the branch's time zone (Europe/Vienna). A week runs from Monday
 * 00:00 to the next Monday 00:00 local time, so the DST weeks last 167 h (end of March) and 169 h (end of October).
 * Copying and repeating keep the wall-clock time: a shift 08:00–16:00 stays 08:00–16:00 across a DST switch.
 */

/** The Monday of the week `date` lies in. */
export function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week that starts on `monday`. */
export function weekDates(monday: IsoDate): IsoDate[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

/** [Monday 00:00, next Monday 00:00) local time, as instants. */
export function weekInterval(monday: IsoDate, timeZone: string): Interval {
  return { start: startOfLocalDay(monday, timeZone), end: startOfLocalDay(addDays(monday, 7), timeZone) };
}

/** Whole weeks from one Monday to another (negative when `to` is earlier). */
export function weeksBetween(fromMonday: IsoDate, toMonday: IsoDate): number {
  return daysBetween(fromMonday, toMonday) / 7;
}

/** A shift moved by whole weeks, keeping its local wall-clock start and end. */
export function moveShiftByWeeks(shift: Interval, weeks: number, timeZone: string): Interval {
  return {
    start: addCalendarDays(shift.start, weeks * 7, timeZone),
    end: addCalendarDays(shift.end, weeks * 7, timeZone),
  };
}

/** Half-open intervals overlap when each starts before the other ends (back-to-back shifts do not). */
export function intervalsOverlap(a: Interval, b: Interval): boolean {
  return a.start < b.end && b.start < a.end;
}

/** The first of `others` that overlaps `shift`, or null. */
export function findOverlap<T extends Interval>(shift: Interval, others: readonly T[]): T | null {
  return others.find((other) => intervalsOverlap(shift, other)) ?? null;
}

/** Minutes of a shift without its break. */
export function plannedMinutes(shift: Interval, breakMinutes: number): number {
  return Math.max(0, Math.round((shift.end - shift.start) / 60_000) - breakMinutes);
}

/** Epoch ms of an ISO instant string. */
export function instantOf(iso: string): EpochMs {
  return Date.parse(iso);
}
