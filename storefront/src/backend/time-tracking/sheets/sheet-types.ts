import type { HolidayBalance, SheetTotals, SheetWarningCode } from '@bestell/domain';

/** GET /api/time-sheets/{userId}/{month} (issue 28.4). */
export interface SheetEntry {
  activityId: number;
  branchId: number;
  start: string;
  end: string;
  running: boolean;
  breakMinutes: number;
  corrected: boolean;
}

export interface SheetDayAnswer {
  date: string;
  weekday: number;
  hours: number;
  entries: SheetEntry[];
  workedMinutes: number;
  breakMinutes: number;
  plannedMinutes: number;
  creditedMinutes: number;
  absence: 'holiday' | 'sick' | 'other' | null;
  publicHoliday: boolean;
  counted: boolean;
  overtimeMinutes: number;
  warnings: { code: SheetWarningCode; minutes: number; activityId: number | null; text: string }[];
}

export interface SheetActivityPeriod {
  startedAt: string;
  endedAt: string | null;
}

export interface SheetActivity extends SheetActivityPeriod {
  id: number;
  branchId: number;
  state: string;
  note: string | null;
  /** Sent back as If-Match when an admin corrects or deletes it. */
  version: number;
  breaks: SheetActivityPeriod[];
  corrections: {
    id: number;
    reason: string;
    before: (SheetActivityPeriod & { breaks?: SheetActivityPeriod[] }) | null;
    after: unknown;
    correctedBy: string | null;
    correctedAt: string;
  }[];
}

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
  activities: SheetActivity[];
  removed: SheetRemoved[];
}

/** An activity an admin deleted (with the reason): shown struck through on its day, not counted. */
export interface SheetRemoved {
  correctionId: number;
  activityId: number | null;
  date: string;
  startedAt: string;
  endedAt: string | null;
  reason: string;
  correctedBy: string | null;
  correctedAt: string;
}
