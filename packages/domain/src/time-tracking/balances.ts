import type { IsoDate } from '../entities/common.js';
import { addDays, isoWeekday } from '../hours/local-date.js';
import type { EpochMs } from '../hours/time-types.js';
import { localDateOf, startOfLocalDay } from '../hours/zoned-time.js';
import type {
  AbsenceKind,
  Sheet,
  SheetActivity,
  SheetDay,
  SheetInput,
  SheetSchedule,
  SheetSegment,
  SheetTotals,
} from './balances-types.js';
import { sheetWarnings } from './warnings.js';

const MINUTE_MS = 60_000;

/**
 * Decision (issue 28.3): a day of absence (holiday, sick, other) is neutral for the balance: it is credited with the
 * minutes planned for it — its shifts' minutes, or, without a shift, the 8-hour norm of a 5-day week (Monday to
 * Friday, 480 minutes; nothing on weekends and Austrian public holidays, which are not working days).
 */
export const normMinutesPerWorkday = 480;

interface Interval {
  start: EpochMs;
  end: EpochMs;
}

function overlapMs(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
}

function wholeMinutes(ms: number): number {
  return Math.floor(ms / MINUTE_MS);
}

/** Every local day from..to (both included). */
export function datesBetween(from: IsoDate, to: IsoDate): IsoDate[] {
  const dates: IsoDate[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The activity's own interval and its breaks clipped to it; a running one (or break) lasts until `now`. */
export function activityIntervals(activity: SheetActivity, now: EpochMs): { work: Interval; breaks: Interval[] } {
  const work = { start: activity.startedAt, end: Math.max(activity.startedAt, activity.endedAt ?? now) };
  const breaks = activity.breaks.map((pause) => ({
    start: Math.max(work.start, Math.min(work.end, pause.startedAt)),
    end: Math.max(work.start, Math.min(work.end, pause.endedAt ?? now)),
  }));
  return { work, breaks };
}

function segmentsOf(
  activities: SheetActivity[],
  day: Interval,
  now: EpochMs,
): { segments: SheetSegment[]; workedMs: number; breakMs: number } {
  const segments: SheetSegment[] = [];
  let workedMs = 0;
  let breakMs = 0;
  for (const activity of activities) {
    const { work, breaks } = activityIntervals(activity, now);
    const inside = overlapMs(work, day);
    if (inside === 0) continue;
    const pieceBreakMs = breaks.reduce((sum, pause) => sum + overlapMs(pause, day), 0);
    workedMs += inside - pieceBreakMs;
    breakMs += pieceBreakMs;
    segments.push({
      activityId: activity.id,
      start: Math.max(work.start, day.start),
      end: Math.min(work.end, day.end),
      breakMinutes: wholeMinutes(pieceBreakMs),
      running: activity.endedAt === null,
    });
  }
  return { segments, workedMs, breakMs };
}

/**
 * Planned milliseconds per day: a shift is split at local midnight like an activity; its break is taken from the
 * day holding most of the shift (never below zero).
 */
function plannedMsByDay(schedules: SheetSchedule[], windows: Interval[]): number[] {
  const planned = windows.map(() => 0);
  for (const schedule of schedules) {
    const shift = { start: schedule.startsAt, end: Math.max(schedule.startsAt, schedule.endsAt) };
    const parts = windows.map((window) => overlapMs(shift, window));
    let main = -1;
    parts.forEach((part, index) => {
      if (part > 0 && (main < 0 || part > (parts[main] ?? 0))) main = index;
    });
    parts.forEach((part, index) => {
      const breakMs = index === main ? schedule.breakMinutes * MINUTE_MS : 0;
      planned[index] = (planned[index] ?? 0) + Math.max(0, part - breakMs);
    });
  }
  return planned;
}

function absenceOn(date: IsoDate, input: SheetInput): AbsenceKind | null {
  const absence = input.absences.find((entry) => entry.fromDate <= date && date <= entry.toDate);
  return absence?.kind ?? null;
}

/** A working day of the 5-day norm: Monday to Friday and not a public holiday. */
export function isNormWorkday(date: IsoDate, publicHolidays: ReadonlySet<IsoDate>): boolean {
  return isoWeekday(date) <= 5 && !publicHolidays.has(date);
}

/** The totals of some days of a sheet (e.g. the month inside a longer sheet). */
export function sheetTotals(days: SheetDay[]): SheetTotals {
  const totals: SheetTotals = {
    workedMinutes: 0,
    breakMinutes: 0,
    plannedMinutes: 0,
    creditedMinutes: 0,
    overtimeMinutes: 0,
  };
  for (const day of days) {
    totals.workedMinutes += day.workedMinutes;
    totals.breakMinutes += day.breakMinutes;
    totals.plannedMinutes += day.plannedMinutes;
    totals.creditedMinutes += day.creditedMinutes;
    totals.overtimeMinutes += day.overtimeMinutes;
  }
  return totals;
}

/**
 * An employee's time sheet over local days `from`..`to` in `timeZone` (Europe/Vienna): per day the clocked pieces
 * (activities split at local midnight, so a night shift counts on both days; a DST day has 23 or 25 hours), worked
 * minutes without breaks, planned minutes, absence credit, the balance and the AZG warnings. Days from `now` on are
 * listed with their plan but do not count for the balance yet (`counted` false, overtime 0).
 */
export function computeSheet(input: SheetInput): Sheet {
  const { now, timeZone } = input;
  const dates = datesBetween(input.from, input.to);
  const windows = dates.map((date) => ({
    start: startOfLocalDay(date, timeZone),
    end: startOfLocalDay(addDays(date, 1), timeZone),
  }));
  const planned = plannedMsByDay(input.schedules, windows);
  const holidays = new Set(input.publicHolidays);
  const warnings = sheetWarnings(input.activities, now, timeZone);
  const days = dates.map((date, index): SheetDay => {
    const window = windows[index] ?? { start: 0, end: 0 };
    const { segments, workedMs, breakMs } = segmentsOf(input.activities, window, now);
    const absence = absenceOn(date, input);
    const publicHoliday = holidays.has(date);
    const shiftMinutes = wholeMinutes(planned[index] ?? 0);
    const normMinutes =
      absence !== null && shiftMinutes === 0 && isNormWorkday(date, holidays) ? normMinutesPerWorkday : 0;
    const plannedMinutes = shiftMinutes + normMinutes;
    const creditedMinutes = absence === null ? 0 : plannedMinutes;
    const workedMinutes = wholeMinutes(workedMs);
    const counted = window.start <= now;
    return {
      date,
      weekday: isoWeekday(date),
      hours: Math.round((window.end - window.start) / 3_600_000),
      segments,
      workedMinutes,
      breakMinutes: wholeMinutes(breakMs),
      plannedMinutes,
      creditedMinutes,
      absence,
      publicHoliday,
      counted,
      overtimeMinutes: counted ? workedMinutes + creditedMinutes - plannedMinutes : 0,
      warnings: warnings.get(date) ?? [],
    };
  });
  return { from: input.from, to: input.to, days, totals: sheetTotals(days) };
}

/** The local day an instant falls on (re-exported for callers that group activities by day). */
export function sheetDateOf(instant: EpochMs, timeZone: string): IsoDate {
  return localDateOf(instant, timeZone);
}
