import type { IsoDate } from '../entities/common.js';
import { addDays } from '../hours/local-date.js';
import type { EpochMs } from '../hours/time-types.js';
import { localDateOf, startOfLocalDay } from '../hours/zoned-time.js';
import type { SheetActivity, SheetWarning } from './balances-types.js';

const MINUTE_MS = 60_000;

/** Austrian working-time act (AZG): at most 10 hours of work a day (§ 9). */
export const maxDailyWorkMinutes = 600;
/** AZG § 11: work of more than 6 hours needs a break of at least 30 minutes. */
export const breakRequiredAfterMinutes = 360;
export const minimumBreakMinutes = 30;
/** AZG § 12: at least 11 hours of rest between two working days. */
export const minimumRestMinutes = 660;

interface Span {
  start: EpochMs;
  end: EpochMs;
}

function spanOf(activity: SheetActivity, now: EpochMs): { work: Span; breakMs: number } {
  const work = { start: activity.startedAt, end: Math.max(activity.startedAt, activity.endedAt ?? now) };
  const breakMs = activity.breaks.reduce((sum, pause) => {
    const start = Math.max(work.start, Math.min(work.end, pause.startedAt));
    const end = Math.max(work.start, Math.min(work.end, pause.endedAt ?? now));
    return sum + (end - start);
  }, 0);
  return { work, breakMs };
}

function add(map: Map<IsoDate, SheetWarning[]>, date: IsoDate, warning: SheetWarning): void {
  const list = map.get(date) ?? [];
  list.push(warning);
  map.set(date, list);
}

function workedMsInside(activities: SheetActivity[], day: Span, now: EpochMs): number {
  let total = 0;
  for (const activity of activities) {
    const work = { start: activity.startedAt, end: Math.max(activity.startedAt, activity.endedAt ?? now) };
    const inside = Math.max(0, Math.min(work.end, day.end) - Math.max(work.start, day.start));
    if (inside === 0) continue;
    const breaks = activity.breaks.reduce((sum, pause) => {
      const start = Math.max(work.start, day.start, Math.min(work.end, pause.startedAt));
      const end = Math.min(work.end, day.end, Math.max(work.start, pause.endedAt ?? now));
      return sum + Math.max(0, end - start);
    }, 0);
    total += inside - breaks;
  }
  return total;
}

/**
 * The AZG warnings of an employee's activities, by local day:
 * - `dailyMaximum` on a day with more than 10 hours worked (pieces split at local midnight, breaks excluded);
 * - `breakTooShort` on the day a shift starts when it has more than 6 hours of work and under 30 minutes of breaks, or
 *   when the day's activities together do (the gaps between them count as breaks);
 * - `restTooShort` on the day a shift starts when less than 11 hours passed since the previous shift of an earlier
 *   day ended (a split shift within one day is not a rest period).
 * Pass the activities of the day before the sheet too, so the rest before its first day is checked.
 */
export function sheetWarnings(
  activities: SheetActivity[],
  now: EpochMs,
  timeZone: string,
): Map<IsoDate, SheetWarning[]> {
  const result = new Map<IsoDate, SheetWarning[]>();
  const sorted = [...activities]
    .filter((activity) => activity.startedAt <= now)
    .sort((a, b) => a.startedAt - b.startedAt);
  const days = new Set<IsoDate>();
  for (const activity of sorted) {
    const { work } = spanOf(activity, now);
    for (
      let date = localDateOf(work.start, timeZone);
      date <= localDateOf(work.end, timeZone);
      date = addDays(date, 1)
    ) {
      days.add(date);
    }
  }
  for (const date of [...days].sort()) {
    const day = { start: startOfLocalDay(date, timeZone), end: startOfLocalDay(addDays(date, 1), timeZone) };
    const minutes = Math.floor(workedMsInside(sorted, day, now) / MINUTE_MS);
    if (minutes > maxDailyWorkMinutes) add(result, date, { code: 'dailyMaximum', minutes });
  }
  const breakWarned = new Set<IsoDate>();
  let previous: { date: IsoDate; end: EpochMs } | null = null;
  for (const activity of sorted) {
    const { work, breakMs } = spanOf(activity, now);
    const date = localDateOf(work.start, timeZone);
    const workedMinutes = Math.floor((work.end - work.start - breakMs) / MINUTE_MS);
    const breakMinutes = Math.floor(breakMs / MINUTE_MS);
    if (workedMinutes > breakRequiredAfterMinutes && breakMinutes < minimumBreakMinutes) {
      add(result, date, { code: 'breakTooShort', minutes: breakMinutes, activityId: activity.id });
      breakWarned.add(date);
    }
    if (previous && previous.date < date) {
      const restMinutes = Math.floor((work.start - previous.end) / MINUTE_MS);
      if (restMinutes < minimumRestMinutes) {
        add(result, date, { code: 'restTooShort', minutes: Math.max(0, restMinutes), activityId: activity.id });
      }
    }
    if (!previous || work.end >= previous.end || previous.date < date) previous = { date, end: work.end };
  }
  dayBreakWarnings(sorted, now, timeZone, breakWarned, result);
  return result;
}

/**
 * A day's work clocked as several activities (ended and started again): more than 6 hours in all with under 30
 * minutes of breaks and gaps between them together is a `breakTooShort` too (once a day; on the start day).
 */
function dayBreakWarnings(
  sorted: SheetActivity[],
  now: EpochMs,
  timeZone: string,
  warned: Set<IsoDate>,
  result: Map<IsoDate, SheetWarning[]>,
): void {
  const byDay = new Map<IsoDate, SheetActivity[]>();
  for (const activity of sorted) {
    const date = localDateOf(activity.startedAt, timeZone);
    byDay.set(date, [...(byDay.get(date) ?? []), activity]);
  }
  for (const [date, list] of byDay) {
    if (list.length < 2 || warned.has(date)) continue;
    let workedMs = 0;
    let pauseMs = 0;
    let lastEnd: EpochMs | null = null;
    for (const activity of list) {
      const { work, breakMs } = spanOf(activity, now);
      workedMs += work.end - work.start - breakMs;
      pauseMs += breakMs + (lastEnd === null ? 0 : Math.max(0, work.start - lastEnd));
      lastEnd = lastEnd === null ? work.end : Math.max(lastEnd, work.end);
    }
    const pauseMinutes = Math.floor(pauseMs / MINUTE_MS);
    if (Math.floor(workedMs / MINUTE_MS) > breakRequiredAfterMinutes && pauseMinutes < minimumBreakMinutes) {
      const last = list[list.length - 1];
      add(result, date, { code: 'breakTooShort', minutes: pauseMinutes, activityId: last?.id ?? 0 });
    }
  }
}
