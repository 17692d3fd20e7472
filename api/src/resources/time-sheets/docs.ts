import { z } from 'zod';
import type { ApiRouteDoc } from '../openapi/route-doc.js';

const tag = 'time-tracking';
const minutes = (description: string) => z.number().int().meta({ description });

const holidays = z.object({
  year: z.number().int(),
  entitlementDays: z.number().meta({ description: 'Holiday entitlement of the year in working days (default 25).' }),
  takenDays: z.number().meta({ description: 'Holiday absences on working days (Mon–Fri, no public holiday).' }),
  leftDays: z.number(),
});

const totals = z.object({
  workedMinutes: minutes('Clocked, breaks excluded.'),
  breakMinutes: minutes('Breaks.'),
  plannedMinutes: minutes('Shifts minus their breaks; absence days without a shift: 480 on Mon–Fri.'),
  creditedMinutes: minutes('Absence days credited with their planned minutes.'),
  overtimeMinutes: minutes('worked + credited − planned over the days begun by now.'),
});

const sheetDay = z.object({
  date: z.iso.date(),
  weekday: z.number().int().meta({ description: 'ISO weekday 1 = Monday … 7 = Sunday.' }),
  hours: z.number().int().meta({ description: 'Hours of the local day: 23 or 25 on the daylight-saving days.' }),
  entries: z.array(
    z.object({
      activityId: z.number().int(),
      branchId: z.number().int(),
      start: z.string().meta({ description: 'ISO instant: the piece of the activity inside this local day.' }),
      end: z.string().meta({ description: 'ISO instant (local midnight where a night shift is cut).' }),
      running: z.boolean(),
      breakMinutes: z.number().int(),
      corrected: z
        .boolean()
        .meta({ description: 'An admin corrected the activity (the original is in `activities`).' }),
    }),
  ),
  workedMinutes: z.number().int(),
  breakMinutes: z.number().int(),
  plannedMinutes: z.number().int(),
  creditedMinutes: z.number().int(),
  absence: z.enum(['holiday', 'sick', 'other']).nullable(),
  publicHoliday: z.boolean(),
  counted: z.boolean().meta({ description: 'The day has begun: it counts for the balance.' }),
  overtimeMinutes: z.number().int(),
  warnings: z.array(
    z.object({
      code: z.enum(['dailyMaximum', 'breakTooShort', 'restTooShort']),
      minutes: z.number().int(),
      activityId: z.number().int().nullable(),
      text: z.string().meta({ description: 'The German warning (Austrian working-time act).' }),
    }),
  ),
});

const instant = z.string().meta({ description: 'ISO instant.' });
const breakSchema = z.object({ startedAt: instant, endedAt: instant.nullable() });

export const timeSheetAnswerSchema = z.object({
  user: z.object({ id: z.number().int(), displayName: z.string() }),
  month: z.string().meta({ description: 'YYYY-MM.' }),
  from: z.iso.date(),
  to: z.iso.date(),
  timeZone: z.string(),
  days: z.array(sheetDay),
  totals,
  overtimeCarriedMinutes: minutes('The balance from the first record up to the end of this month.'),
  holidays,
  activities: z.array(
    z.object({
      id: z.number().int(),
      branchId: z.number().int(),
      startedAt: instant,
      endedAt: instant.nullable(),
      state: z.string(),
      note: z.string().nullable(),
      version: z.number().int().meta({ description: 'For If-Match on PUT and DELETE /api/working-activities/{id}.' }),
      breaks: z.array(breakSchema),
      corrections: z.array(
        z.object({
          id: z.number().int(),
          reason: z.string(),
          before: z.unknown().meta({ description: 'The activity before the correction (null: entered afterwards).' }),
          after: z.unknown(),
          correctedBy: z.string().nullable(),
          correctedAt: instant,
        }),
      ),
    }),
  ),
  removed: z
    .array(
      z.object({
        correctionId: z.number().int(),
        activityId: z.number().int().nullable(),
        date: z.iso.date().meta({ description: 'The local day the deleted activity started.' }),
        startedAt: instant,
        endedAt: instant.nullable(),
        reason: z.string(),
        correctedBy: z.string().nullable(),
        correctedAt: instant,
      }),
    )
    .meta({
      description: 'Activities of the month an admin deleted (with the reason): shown struck through, not counted.',
    }),
});

export const terminalBalancesAnswerSchema = z.object({
  month: z.string().meta({ description: 'The current month YYYY-MM (Europe/Vienna).' }),
  workedMinutes: z.number().int(),
  plannedMinutes: z.number().int(),
  overtimeMinutes: minutes('Overtime of this month so far.'),
  overtimeCarriedMinutes: minutes('The balance carried up to the end of this month.'),
  holidays,
});

const sheetPath = '/api/time-sheets/{userId}/{month}';

export const timeSheetRouteDocs: ApiRouteDoc[] = [
  {
    method: 'get',
    path: sheetPath,
    summary:
      'Time sheet of an employee and month (YYYY-MM): days with pieces, breaks, planned, balance, AZG warnings; totals, carried balance, holidays (admins: anyone; employees: themselves)',
    tag,
    access: 'staff',
    status: 200,
    answer: timeSheetAnswerSchema,
  },
  {
    method: 'get',
    path: `${sheetPath}/export.csv`,
    summary: 'Time sheet as CSV for the payroll office (same figures)',
    tag,
    access: 'staff',
    status: 200,
    answerType: 'text/csv',
  },
  {
    method: 'get',
    path: `${sheetPath}/export.pdf`,
    summary: 'Time sheet as an A4 PDF for the payroll office (same figures)',
    tag,
    access: 'staff',
    status: 200,
    answerType: 'application/pdf',
  },
  {
    method: 'get',
    path: '/api/time-tracking/{branchId}/{apiKey}/balances',
    summary: "The signed-in employee's month at the terminal: worked, planned, overtime, carried balance, holidays",
    tag,
    access: 'pathKey',
    headers: [{ name: 'Authorization', description: 'Bearer <accessToken> of the PIN sign-in.', required: true }],
    status: 200,
    answer: terminalBalancesAnswerSchema,
  },
];
