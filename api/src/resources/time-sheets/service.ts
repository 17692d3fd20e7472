import {
  addDays,
  austrianPublicHolidays,
  computeSheet,
  DEFAULT_TIME_ZONE,
  defaultHolidayEntitlementDays,
  type HolidayBalance,
  holidayBalance,
  localDateOf,
  monthRange,
  type SheetDay,
  type SheetTotals,
  sheetTotals,
  sheetWarningText,
  startOfLocalDay,
  timeTrackingSheetsMessages,
} from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import {
  absencesBetween,
  activitiesBetween,
  correctionsOf,
  entitlementOf,
  findSheetUser,
  firstRecordOf,
  removedActivitiesOf,
  type SheetUser,
  type StoredActivity,
  type StoredCorrection,
  schedulesBetween,
} from './repository.js';

const timeZone = DEFAULT_TIME_ZONE;

export interface SheetEntry {
  activityId: number;
  branchId: number;
  start: string;
  end: string;
  running: boolean;
  breakMinutes: number;
  corrected: boolean;
}

export interface SheetDayAnswer extends Omit<SheetDay, 'segments' | 'warnings'> {
  entries: SheetEntry[];
  warnings: { code: string; minutes: number; activityId: number | null; text: string }[];
}

export interface SheetActivityAnswer {
  id: number;
  branchId: number;
  startedAt: string;
  endedAt: string | null;
  state: string;
  note: string | null;
  version: number;
  breaks: { startedAt: string; endedAt: string | null }[];
  corrections: {
    id: number;
    reason: string;
    before: unknown;
    after: unknown;
    correctedBy: string | null;
    correctedAt: string;
  }[];
}

/** GET /api/time-sheets/{userId}/{month}: the sheet of one employee and month (issue 28.4). */
export interface TimeSheetAnswer {
  user: { id: number; displayName: string };
  month: string;
  from: string;
  to: string;
  timeZone: string;
  days: SheetDayAnswer[];
  totals: SheetTotals;
  overtimeCarriedMinutes: number;
  holidays: HolidayBalance;
  activities: SheetActivityAnswer[];
  /** Activities of the month an admin deleted (with the reason): shown struck through, not counted. */
  removed: {
    correctionId: number;
    activityId: number | null;
    date: string;
    startedAt: string;
    endedAt: string | null;
    reason: string;
    correctedBy: string | null;
    correctedAt: string;
  }[];
}

function yearsBetween(from: string, to: string): number[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year += 1) years.push(year);
  return years;
}

function publicHolidaysBetween(from: string, to: string): string[] {
  return yearsBetween(from, to)
    .flatMap((year) => austrianPublicHolidays(year).map((holiday) => holiday.date))
    .filter((date) => date >= from && date <= to);
}

export function parseMonth(raw: string | undefined): { month: string; from: string; to: string; year: number } {
  const range = monthRange(raw ?? '');
  if (!range) {
    throw new AppError('bad_request', timeTrackingSheetsMessages.invalidMonth, {
      field: 'month',
      code: 'invalid_month',
    });
  }
  return { month: raw ?? '', ...range };
}

interface Figures {
  user: SheetUser;
  monthDays: SheetDay[];
  totals: SheetTotals;
  overtimeCarriedMinutes: number;
  holidays: HolidayBalance;
  activities: StoredActivity[];
}

/**
 * The figures of one user and month: the sheet from the user's first record (or the month, when later) to the
 * month's last day, so the carried balance covers every month before; the month's days are a slice of it.
 */
async function figuresOf(
  db: Db,
  userId: number,
  month: { from: string; to: string; year: number },
  now: Date,
): Promise<Figures> {
  const user = await findSheetUser(db, userId);
  if (!user) throw AppError.notFound(timeTrackingSheetsMessages.unknownUser);
  const first = await firstRecordOf(db, userId);
  const firstDate = first ? localDateOf(first.getTime(), timeZone) : month.from;
  const from = [firstDate, month.from].sort()[0] ?? month.from;
  // One day before the sheet too: the rest rule looks at the shift of the day before.
  const loadFrom = new Date(startOfLocalDay(addDays(from, -1), timeZone));
  const loadTo = new Date(startOfLocalDay(addDays(month.to, 1), timeZone));
  const activities = await activitiesBetween(db, userId, loadFrom, loadTo);
  const schedules = await schedulesBetween(db, userId, loadFrom, loadTo);
  const yearFrom = `${month.year}-01-01`;
  const absences = await absencesBetween(db, userId, [from, yearFrom].sort()[0] ?? yearFrom, `${month.year}-12-31`);
  const sheet = computeSheet({
    from,
    to: month.to,
    activities,
    schedules,
    absences,
    publicHolidays: publicHolidaysBetween(from, month.to),
    now: now.getTime(),
    timeZone,
  });
  const monthDays = sheet.days.filter((day) => day.date >= month.from);
  const entitlement = (await entitlementOf(db, userId, month.year)) ?? defaultHolidayEntitlementDays;
  return {
    user,
    monthDays,
    totals: sheetTotals(monthDays),
    overtimeCarriedMinutes: sheet.totals.overtimeMinutes,
    holidays: holidayBalance(month.year, entitlement, absences, publicHolidaysBetween(yearFrom, `${month.year}-12-31`)),
    activities,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();

function activityAnswer(activity: StoredActivity, corrections: StoredCorrection[]): SheetActivityAnswer {
  return {
    id: activity.id,
    branchId: activity.branchId,
    startedAt: iso(activity.startedAt),
    endedAt: activity.endedAt === null ? null : iso(activity.endedAt),
    state: activity.state,
    note: activity.note,
    version: activity.version,
    breaks: activity.breaks.map((pause) => ({
      startedAt: iso(pause.startedAt),
      endedAt: pause.endedAt === null ? null : iso(pause.endedAt),
    })),
    corrections: corrections
      .filter((correction) => correction.activityId === activity.id)
      .map(({ activityId: _activityId, ...correction }) => ({
        ...correction,
        correctedAt: correction.correctedAt.toISOString(),
      })),
  };
}

export async function timeSheetOf(
  db: Db,
  userId: number,
  rawMonth: string | undefined,
  now: Date,
): Promise<TimeSheetAnswer> {
  const month = parseMonth(rawMonth);
  const figures = await figuresOf(db, userId, month, now);
  const monthStart = startOfLocalDay(month.from, timeZone);
  const monthEnd = startOfLocalDay(addDays(month.to, 1), timeZone);
  const shown = figures.activities.filter(
    (activity) => activity.startedAt < monthEnd && (activity.endedAt ?? now.getTime()) > monthStart,
  );
  const corrections = await correctionsOf(
    db,
    userId,
    shown.map((activity) => activity.id),
  );
  const removed = await removedActivitiesOf(db, userId, new Date(monthStart), new Date(monthEnd));
  const correctedIds = new Set(corrections.map((correction) => correction.activityId));
  const branchOf = new Map(shown.map((activity) => [activity.id, activity.branchId]));
  return {
    user: { id: figures.user.id, displayName: figures.user.displayName },
    month: month.month,
    from: month.from,
    to: month.to,
    timeZone,
    days: figures.monthDays.map(({ segments, warnings, ...day }) => ({
      ...day,
      entries: segments.map((segment) => ({
        activityId: segment.activityId,
        branchId: branchOf.get(segment.activityId) ?? 0,
        start: iso(segment.start),
        end: iso(segment.end),
        running: segment.running,
        breakMinutes: segment.breakMinutes,
        corrected: correctedIds.has(segment.activityId),
      })),
      warnings: warnings.map((warning) => ({
        code: warning.code,
        minutes: warning.minutes,
        activityId: warning.activityId ?? null,
        text: sheetWarningText(warning),
      })),
    })),
    totals: figures.totals,
    overtimeCarriedMinutes: figures.overtimeCarriedMinutes,
    holidays: figures.holidays,
    activities: shown.map((activity) => activityAnswer(activity, corrections)),
    removed: removed.map((entry) => ({
      correctionId: entry.correctionId,
      activityId: entry.activityId,
      date: localDateOf(entry.startedAt, timeZone),
      startedAt: iso(entry.startedAt),
      endedAt: entry.endedAt === null ? null : iso(entry.endedAt),
      reason: entry.reason,
      correctedBy: entry.correctedBy,
      correctedAt: entry.correctedAt.toISOString(),
    })),
  };
}

/** GET /api/time-tracking/{a}/{b}/balances (contract of issue 28): the signed-in employee's current month. */
export interface TerminalBalances {
  month: string;
  workedMinutes: number;
  plannedMinutes: number;
  overtimeMinutes: number;
  overtimeCarriedMinutes: number;
  holidays: HolidayBalance;
}

export async function terminalBalancesOf(db: Db, userId: number, now: Date): Promise<TerminalBalances> {
  const month = parseMonth(localDateOf(now.getTime(), timeZone).slice(0, 7));
  const figures = await figuresOf(db, userId, month, now);
  return {
    month: month.month,
    workedMinutes: figures.totals.workedMinutes,
    plannedMinutes: figures.totals.plannedMinutes,
    overtimeMinutes: figures.totals.overtimeMinutes,
    overtimeCarriedMinutes: figures.overtimeCarriedMinutes,
    holidays: figures.holidays,
  };
}
