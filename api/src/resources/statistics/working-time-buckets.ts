import {
  addDays,
  DEFAULT_TIME_ZONE,
  plannedMinutesPerDay,
  startOfLocalDay,
  workedMinutesPerDay,
} from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { BucketGroup, BucketResult, StatisticsRequest } from './bucket.js';
import { sumRows } from './series.js';

const timeZone = DEFAULT_TIME_ZONE;

/** The instants bounding the local days of the request. */
function rangeOf(request: StatisticsRequest): { from: Date; to: Date } {
  return {
    from: new Date(startOfLocalDay(request.from, timeZone)),
    to: new Date(startOfLocalDay(addDays(request.to, 1), timeZone)),
  };
}

const toMs = (value: Date | string) => new Date(value).getTime();

/** Worked minutes of the branches' activities per local day (breaks excluded, a running activity up to now). */
export async function workedMinutesBetween(
  db: Kysely<DB>,
  request: StatisticsRequest & { userId?: number },
  now: Date,
): Promise<BucketResult> {
  const { from, to } = rangeOf(request);
  let query = db
    .selectFrom('workingActivities')
    .select(['id', 'startedAt', 'endedAt'])
    .where('startedAt', '<', to)
    .where((eb) => eb.or([eb('endedAt', 'is', null), eb('endedAt', '>', from)]));
  if (request.branchIds !== 'all') query = query.where('branchId', 'in', [0, ...request.branchIds]);
  const userId = request.userId ?? request.ownUserId;
  if (userId !== undefined) query = query.where('userId', '=', userId);
  const rows = await query.limit(100_000).execute();
  const ids = rows.map((row) => row.id);
  const breaks =
    ids.length === 0
      ? []
      : await db
          .selectFrom('workingActivityBreaks')
          .select(['activityId', 'startedAt', 'endedAt'])
          .where('activityId', 'in', ids)
          .execute();
  const byActivity = new Map<number, typeof breaks>();
  for (const pause of breaks) byActivity.set(pause.activityId, [...(byActivity.get(pause.activityId) ?? []), pause]);
  const activities = rows.map((row) => ({
    id: row.id,
    startedAt: toMs(row.startedAt as Date),
    endedAt: row.endedAt === null ? null : toMs(row.endedAt as Date),
    breaks: (byActivity.get(row.id) ?? []).map((pause) => ({
      startedAt: toMs(pause.startedAt as Date),
      endedAt: pause.endedAt === null ? null : toMs(pause.endedAt as Date),
    })),
  }));
  const series = workedMinutesPerDay(activities, request, now.getTime(), timeZone).map((day) => ({
    key: day.date,
    value: day.minutes,
  }));
  return { rows: series, total: sumRows(series, false) };
}

async function plannedMinutes(db: Kysely<DB>, request: StatisticsRequest): Promise<BucketResult> {
  const { from, to } = rangeOf(request);
  let query = db
    .selectFrom('workingSchedules')
    .select(['startsAt', 'endsAt', 'breakMinutes'])
    .where('startsAt', '<', to)
    .where('endsAt', '>', from);
  if (request.branchIds !== 'all') query = query.where('branchId', 'in', [0, ...request.branchIds]);
  if (request.ownUserId !== undefined) query = query.where('userId', '=', request.ownUserId);
  const rows = await query.limit(100_000).execute();
  const schedules = rows.map((row) => ({
    startsAt: toMs(row.startsAt as Date),
    endsAt: toMs(row.endsAt as Date),
    breakMinutes: row.breakMinutes,
  }));
  const series = plannedMinutesPerDay(schedules, request, timeZone).map((day) => ({
    key: day.date,
    value: day.minutes,
  }));
  return { rows: series, total: sumRows(series, false) };
}

/**
 * The working-time buckets of §7 (issue 28.5): minutes per local day (Europe/Vienna; the DST days count their 23 and
 * 25 real hours), read from the activities and shifts themselves (no rollups: a branch has tens of people).
 */
export const workingTimeBuckets: BucketGroup = {
  'working-activities': {
    kind: 'days',
    description: 'value: minutes worked per local day (breaks excluded; a running activity up to now).',
    compute: (db, request) => workedMinutesBetween(db, request, request.now ?? new Date()),
  },
  'working-schedules': {
    kind: 'days',
    description: 'value: minutes planned per local day (shifts minus their breaks).',
    compute: plannedMinutes,
  },
};
