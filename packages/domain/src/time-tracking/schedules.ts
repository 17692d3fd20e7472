import { z } from 'zod';
import { timeTrackingScheduleMessages as t } from '../messages/time-tracking-schedules.js';
import { validationMessages as m } from '../messages/validation.js';
import { isoDateField, isoDateTimeField } from '../validation/date-time-url.js';
import { optionalTextField, strictObjectError } from '../validation/fields.js';
import { integerField, rowIdField } from '../validation/resources/common.js';

const HOUR_MS = 3_600_000;
/** A shift lasts at most a day (a night shift across midnight included). */
export const maxShiftHours = 24;
/** "Repeat weekly" makes at most this many further weeks (a year ahead). */
export const maxRepeatWeeks = 52;

const shiftFields = {
  userId: rowIdField(),
  branchId: rowIdField(),
  startsAt: isoDateTimeField(),
  endsAt: isoDateTimeField(),
  breakMinutes: integerField(0, 0, 720),
  note: optionalTextField(500),
};

type ShiftTimes = { startsAt: string; endsAt: string; breakMinutes: number };

/** End after start, at most 24 hours, the break shorter than the shift (German messages on the field). */
function checkShiftTimes(shift: ShiftTimes, context: z.RefinementCtx): void {
  const start = Date.parse(shift.startsAt);
  const end = Date.parse(shift.endsAt);
  if (end <= start) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: t.endBeforeStart });
    return;
  }
  if (end - start > maxShiftHours * HOUR_MS) {
    context.addIssue({ code: 'custom', path: ['endsAt'], message: t.shiftTooLong });
  }
  if (shift.breakMinutes * 60_000 >= end - start) {
    context.addIssue({ code: 'custom', path: ['breakMinutes'], message: t.breakTooLong });
  }
}

/**
 * Body of POST/PUT /api/working-schedules (spec §7 standard CRUD): one planned shift of an employee at a branch.
 * On POST, `repeatWeeks` (0–52) adds the same shift on the same weekday and wall-clock time for that many further
 * weeks, as one series. On PUT, `applyToSeries` changes this shift and every later one of its series alike.
 */
export const workingScheduleInputSchema = z
  .strictObject(
    {
      ...shiftFields,
      repeatWeeks: integerField(0, 0, maxRepeatWeeks),
      applyToSeries: z.boolean({ error: m.invalidValue }).default(false),
    },
    strictObjectError,
  )
  .superRefine(checkShiftTimes);
export type WorkingScheduleInput = z.output<typeof workingScheduleInputSchema>;

/** A planned shift as the API answers it (ISO instants). */
export const workingScheduleSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  branchId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  breakMinutes: z.number().int(),
  note: z.string().nullable(),
  seriesId: z.string().nullable(),
});
export type WorkingSchedule = z.output<typeof workingScheduleSchema>;

/** The Monday that starts a week ('YYYY-MM-DD'). */
export function mondayField() {
  return isoDateField().refine((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 1, { error: t.notMonday });
}

/** Body of POST /api/working-schedules/copy-week: every shift of `fromWeek` (of one branch, or all) to `toWeek`. */
export const copyWeekInputSchema = z
  .strictObject(
    {
      fromWeek: mondayField(),
      toWeek: mondayField(),
      branchId: rowIdField()
        .nullish()
        .transform((value) => value ?? null),
    },
    strictObjectError,
  )
  .superRefine((input, context) => {
    if (input.fromWeek === input.toWeek) context.addIssue({ code: 'custom', path: ['toWeek'], message: t.sameWeek });
  });
export type CopyWeekInput = z.output<typeof copyWeekInputSchema>;

export const absenceKinds = ['holiday', 'sick', 'other'] as const;

/** Body of POST/PUT /api/absences: holiday, sick leave or other absence over whole Vienna-local days (inclusive). */
export const absenceInputSchema = z
  .strictObject(
    {
      userId: rowIdField(),
      kind: z.enum(absenceKinds, { error: m.invalidChoice }),
      fromDate: isoDateField(),
      toDate: isoDateField(),
      note: optionalTextField(500),
    },
    strictObjectError,
  )
  .superRefine((input, context) => {
    if (input.toDate < input.fromDate) {
      context.addIssue({ code: 'custom', path: ['toDate'], message: t.absenceToBeforeFrom });
      return;
    }
    const days = (Date.parse(input.toDate) - Date.parse(input.fromDate)) / 86_400_000;
    if (days > 365) context.addIssue({ code: 'custom', path: ['toDate'], message: t.absenceTooLong });
  });
export type AbsenceInput = z.output<typeof absenceInputSchema>;

export const absenceSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  kind: z.enum(absenceKinds),
  fromDate: z.string(),
  toDate: z.string(),
  note: z.string().nullable(),
});

/** Body of PUT /api/holiday-entitlements/{userId}/{year}: whole or half working days, 0–366. */
export const holidayEntitlementInputSchema = z.strictObject(
  {
    days: z
      .union([z.number(), z.string()], { error: m.invalidValue })
      .transform((value) => String(value).trim().replace(',', '.'))
      .pipe(
        z
          .string()
          .regex(/^\d{1,3}(?:\.[05]0*)?$/, { error: t.halfDays })
          .refine((value) => Number(value) <= 366, { error: m.notInRange({ min: 0, max: 366 }) }),
      ),
  },
  strictObjectError,
);
export type HolidayEntitlementInput = z.output<typeof holidayEntitlementInputSchema>;
