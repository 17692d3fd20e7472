import type { IsoDate } from '../entities/common.js';
import { addDays } from '../hours/local-date.js';
import type { EpochMs } from '../hours/time-types.js';
import { startOfLocalDay } from '../hours/zoned-time.js';
import { activityIntervals, datesBetween } from './balances.js';
import type { SheetActivity, SheetSchedule } from './balances-types.js';

const MINUTE_MS = 60_000;

function windowsOf(from: IsoDate, to: IsoDate, timeZone: string) {
  return datesBetween(from, to).map((date) => ({
    date,
    start: startOfLocalDay(date, timeZone),
    end: startOfLocalDay(addDays(date, 1), timeZone),
  }));
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Worked minutes per local day from..to of any number of activities (of one or many people; breaks excluded, a
 * running one up to `now`), each activity cut at local midnight, so a 23- or 25-hour DST day counts its real hours.
 * For the working-time statistics (issue 28.5). Whole minutes, rounded down per day.
 */
export function workedMinutesPerDay(
  activities: SheetActivity[],
  range: { from: IsoDate; to: IsoDate },
  now: EpochMs,
  timeZone: string,
): { date: IsoDate; minutes: number }[] {
  const windows = windowsOf(range.from, range.to, timeZone);
  const totals = windows.map(() => 0);
  for (const activity of activities) {
    const { work, breaks } = activityIntervals(activity, now);
    windows.forEach((window, index) => {
      const inside = overlap(work, window);
      if (inside === 0) return;
      const paused = breaks.reduce((sum, pause) => sum + overlap(pause, window), 0);
      totals[index] = (totals[index] ?? 0) + inside - paused;
    });
  }
  return windows.map((window, index) => ({ date: window.date, minutes: Math.floor((totals[index] ?? 0) / MINUTE_MS) }));
}

/**
 * Planned minutes per local day of shifts (of one or many people): cut at local midnight, each shift's break taken
 * from the day holding most of it — the same rule as the time sheet.
 */
export function plannedMinutesPerDay(
  schedules: SheetSchedule[],
  range: { from: IsoDate; to: IsoDate },
  timeZone: string,
): { date: IsoDate; minutes: number }[] {
  const windows = windowsOf(range.from, range.to, timeZone);
  const totals = windows.map(() => 0);
  for (const schedule of schedules) {
    const shift = { start: schedule.startsAt, end: Math.max(schedule.startsAt, schedule.endsAt) };
    const parts = windows.map((window) => overlap(shift, window));
    // The break belongs to the day holding most of the shift, even when that day lies outside the range.
    const before = { start: shift.start, end: windows[0]?.start ?? shift.start };
    const after = { start: windows[windows.length - 1]?.end ?? shift.end, end: shift.end };
    const outside = Math.max(overlap(shift, before), overlap(shift, after));
    let main = -1;
    parts.forEach((part, index) => {
      if (part > 0 && part >= outside && (main < 0 || part > (parts[main] ?? 0))) main = index;
    });
    parts.forEach((part, index) => {
      const breakMs = index === main ? schedule.breakMinutes * MINUTE_MS : 0;
      totals[index] = (totals[index] ?? 0) + Math.max(0, part - breakMs);
    });
  }
  return windows.map((window, index) => ({ date: window.date, minutes: Math.floor((totals[index] ?? 0) / MINUTE_MS) }));
}
