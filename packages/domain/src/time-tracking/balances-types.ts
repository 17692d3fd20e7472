import type { IsoDate } from '../entities/common.js';
import type { EpochMs } from '../hours/time-types.js';

/** A pause of a working activity; `endedAt` null while it runs (counted up to `now`). */
export interface SheetBreak {
  startedAt: EpochMs;
  endedAt: EpochMs | null;
}

/** A working activity (a shift clocked at the terminal); `endedAt` null while it runs (counted up to `now`). */
export interface SheetActivity {
  id: number;
  startedAt: EpochMs;
  endedAt: EpochMs | null;
  breaks: SheetBreak[];
}

/** A planned shift; `breakMinutes` of it are not working time. */
export interface SheetSchedule {
  startsAt: EpochMs;
  endsAt: EpochMs;
  breakMinutes: number;
}

export type AbsenceKind = 'holiday' | 'sick' | 'other';

/** An absence over whole local days `fromDate`..`toDate` (both included). */
export interface SheetAbsence {
  kind: AbsenceKind;
  fromDate: IsoDate;
  toDate: IsoDate;
}

/** Everything one employee's sheet is computed from (pure: the caller loads it and passes the clock). */
export interface SheetInput {
  /** First and last local day of the sheet (both included). */
  from: IsoDate;
  to: IsoDate;
  activities: SheetActivity[];
  schedules: SheetSchedule[];
  absences: SheetAbsence[];
  /** Austrian public holidays (or the branch's) inside the range: not working days. */
  publicHolidays: IsoDate[];
  now: EpochMs;
  timeZone: string;
}

/** One piece of an activity inside one local day (an activity across midnight gives two pieces). */
export interface SheetSegment {
  activityId: number;
  start: EpochMs;
  end: EpochMs;
  /** The breaks inside this piece, in minutes (whole minutes, rounded down). */
  breakMinutes: number;
  /** The activity is still running (its end is `now`). */
  running: boolean;
}

export type SheetWarningCode = 'dailyMaximum' | 'breakTooShort' | 'restTooShort';

/** A rule of the Austrian working-time act (AZG) the day breaks: shown on the sheet, never blocks anything. */
export interface SheetWarning {
  code: SheetWarningCode;
  /** dailyMaximum: minutes worked that day; breakTooShort: break minutes of the shift; restTooShort: rest minutes. */
  minutes: number;
  activityId?: number;
}

export interface SheetDay {
  date: IsoDate;
  /** ISO weekday 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** The local day has 23, 24 or 25 hours (daylight saving). */
  hours: number;
  segments: SheetSegment[];
  /** Worked minutes clocked (breaks excluded). */
  workedMinutes: number;
  breakMinutes: number;
  /** Planned minutes (shifts minus their breaks; an absence day without a shift: the 8 h / 5-day norm). */
  plannedMinutes: number;
  /** Minutes credited for an absence (= the planned minutes of the day). */
  creditedMinutes: number;
  absence: AbsenceKind | null;
  publicHoliday: boolean;
  /** Whether the day counts for the balance yet (it has begun by `now`). */
  counted: boolean;
  /** worked + credited − planned for counted days, 0 for days still to come. */
  overtimeMinutes: number;
  warnings: SheetWarning[];
}

export interface SheetTotals {
  workedMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
  creditedMinutes: number;
  overtimeMinutes: number;
}

export interface Sheet {
  from: IsoDate;
  to: IsoDate;
  days: SheetDay[];
  totals: SheetTotals;
}
