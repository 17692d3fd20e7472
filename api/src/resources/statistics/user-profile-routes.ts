import {
  addDays,
  austrianPublicHolidays,
  computeSheet,
  DEFAULT_TIME_ZONE,
  messages,
  startOfLocalDay,
  statisticsMaxDays,
} from '@bestell/domain';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import { requireStaff } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';
import { requireSheetReader } from '../time-sheets/access.js';
import { absencesBetween, activitiesBetween, findSheetUser, schedulesBetween } from '../time-sheets/repository.js';
import { statisticsAnswerSchema } from './answer.js';
import { daysBetween } from './query.js';
import { workedMinutesBetween } from './working-time-buckets.js';

const timeZone = DEFAULT_TIME_ZONE;
const m = messages.validation;
const day = /^\d{4}-\d{2}-\d{2}$/;

const profileQuery = z.object({
  user: queryParam('The employee (admins: anyone; employees: themselves).', /^[1-9]\d{0,9}$/),
  start: queryParam('First local day (YYYY-MM-DD, Europe/Vienna), included.', day),
  end: queryParam('Last local day (YYYY-MM-DD), included; at most three years after start.', day),
});
const profileNowQuery = profileQuery.extend({
  now: queryParam('The instant the figures count up to (ISO date-time with offset); default: the server’s clock.'),
});

function bad(field: string, message: string): AppError {
  return new AppError('bad_request', message, { field, code: 'invalid_query' });
}

function isDay(value: string | undefined): value is string {
  return value !== undefined && day.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

function parseRange(query: Record<string, string | undefined>): { start: string; end: string } {
  const { start, end } = query;
  if (!isDay(start)) throw bad('start', start === undefined ? m.blank : m.invalidDate);
  if (!isDay(end)) throw bad('end', end === undefined ? m.blank : m.invalidDate);
  if (start > end) throw bad('start', messages.statistics.fromAfterTo);
  if (daysBetween(start, end) > statisticsMaxDays) throw bad('end', messages.statistics.rangeTooLong({ years: 3 }));
  return { start, end };
}

/** 401 without a session before anything else; then the user parameter (employees: only themselves, else 403). */
function userOf(ctx: Context, query: Record<string, string | undefined>): number {
  requireStaff(ctx);
  if (query.user === undefined) throw bad('user', m.blank);
  return requireSheetReader(ctx, query.user);
}

const minutes = z.number().int();
const userProfileAnswerSchema = z.object({
  user: z.object({ id: z.number().int(), displayName: z.string() }),
  start: z.iso.date(),
  end: z.iso.date(),
  now: z.string(),
  workedMinutes: minutes.meta({ description: 'Worked from start up to now (breaks excluded).' }),
  plannedMinutes: minutes.meta({ description: 'Planned over start..end (shifts; absence days: the norm).' }),
  plannedToNowMinutes: minutes.meta({ description: 'Planned on the days begun by now.' }),
  creditedMinutes: minutes,
  overtimeMinutes: minutes.meta({ description: 'worked + credited − planned over the days begun by now.' }),
});

/**
 * GET /api/statistics/user-profile (params user, start, now, end) and /user-profile-working-activities (user, start,
 * end) of §7 (issue 28.5): one employee's working time over local days (Europe/Vienna; DST days have 23 and 25
 * hours). Admins ask for anyone, employees for themselves (another: 403). Mounted before /statistics/{bucket}.
 */
export function userProfileRoutes(router: Router, deps: AppDeps, registry: RouteRegistry): void {
  router.get('/statistics/user-profile', async (ctx) => {
    const query = pickQuery(profileNowQuery, ctx.query);
    const userId = userOf(ctx, query);
    const { start, end } = parseRange(query);
    if (query.now !== undefined && !z.iso.datetime({ offset: true }).safeParse(query.now).success) {
      throw bad('now', m.invalidDateTime);
    }
    const now = query.now === undefined ? deps.now() : new Date(query.now);
    const user = await findSheetUser(deps.db, userId);
    if (!user) throw AppError.notFound();
    const from = new Date(startOfLocalDay(addDays(start, -1), timeZone));
    const to = new Date(startOfLocalDay(addDays(end, 1), timeZone));
    // Every year of the range (up to three): a year in between has its public holidays too.
    const years: number[] = [];
    for (let year = Number(start.slice(0, 4)); year <= Number(end.slice(0, 4)); year += 1) years.push(year);
    const sheet = computeSheet({
      from: start,
      to: end,
      // Counted up to `now`: later activities are left out, a later end is cut at now.
      activities: (await activitiesBetween(deps.db, userId, from, to))
        .filter((activity) => activity.startedAt <= now.getTime())
        .map((activity) => ({
          ...activity,
          endedAt: activity.endedAt === null ? null : Math.min(activity.endedAt, now.getTime()),
        })),
      schedules: await schedulesBetween(deps.db, userId, from, to),
      absences: await absencesBetween(deps.db, userId, start, end),
      publicHolidays: years.flatMap((year) => austrianPublicHolidays(year).map((holiday) => holiday.date)),
      now: now.getTime(),
      timeZone,
    });
    const plannedToNow = sheet.days
      .filter((entry) => entry.counted)
      .reduce((sum, entry) => sum + entry.plannedMinutes, 0);
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, {
      user: { id: user.id, displayName: user.displayName },
      start,
      end,
      now: now.toISOString(),
      workedMinutes: sheet.totals.workedMinutes,
      plannedMinutes: sheet.totals.plannedMinutes,
      plannedToNowMinutes: plannedToNow,
      creditedMinutes: sheet.totals.creditedMinutes,
      overtimeMinutes: sheet.totals.overtimeMinutes,
    });
  });
  router.get('/statistics/user-profile-working-activities', async (ctx) => {
    const query = pickQuery(profileQuery, ctx.query);
    const userId = userOf(ctx, query);
    const { start, end } = parseRange(query);
    const result = await workedMinutesBetween(deps.db, { from: start, to: end, branchIds: 'all', userId }, deps.now());
    ctx.set('Cache-Control', 'no-store');
    sendData(ctx, {
      bucket: 'user-profile-working-activities',
      kind: 'days',
      from: start,
      to: end,
      branchId: null,
      ...result,
    });
  });
  registry.add({
    method: 'get',
    path: '/api/statistics/user-profile',
    summary: "One employee's working time start..end counted up to now: worked, planned, credited, overtime",
    tag: 'statistics',
    access: 'staff',
    query: profileNowQuery,
    status: 200,
    answer: userProfileAnswerSchema,
  });
  registry.add({
    method: 'get',
    path: '/api/statistics/user-profile-working-activities',
    summary: "One employee's worked minutes per local day start..end (rows as the statistics buckets, kind days)",
    tag: 'statistics',
    access: 'staff',
    query: profileQuery,
    status: 200,
    answer: statisticsAnswerSchema,
  });
}
