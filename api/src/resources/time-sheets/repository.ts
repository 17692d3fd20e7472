import type { AbsenceKind, SheetAbsence, SheetActivity, SheetSchedule } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import type { Trx } from '../../infrastructure/crud/types.js';

type Executor = Db | Trx;

export interface SheetUser {
  id: number;
  displayName: string;
  branchIds: number[];
}

/** A stored activity with what the sheet shows beside the figures (branch, note, corrections). */
export interface StoredActivity extends SheetActivity {
  userId: number;
  branchId: number;
  state: string;
  note: string | null;
  /** The row's version, sent back as If-Match when an admin corrects or deletes it. */
  version: number;
}

export interface StoredCorrection {
  id: number;
  activityId: number | null;
  reason: string;
  before: unknown;
  after: unknown;
  correctedBy: string | null;
  correctedAt: Date;
}

export function displayNameOf(row: { username: string; firstName: string; lastName: string }): string {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return name === '' ? row.username : name;
}

export async function findSheetUser(db: Executor, userId: number): Promise<SheetUser | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'username', 'firstName', 'lastName'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  const branches = await db.selectFrom('userBranches').select('branchId').where('userId', '=', userId).execute();
  return { id: row.id, displayName: displayNameOf(row), branchIds: branches.map((branch) => branch.branchId) };
}

/** The user's activities overlapping [from, to) (a running one overlaps while it started before `to`), with breaks. */
export async function activitiesBetween(db: Executor, userId: number, from: Date, to: Date): Promise<StoredActivity[]> {
  const rows = await db
    .selectFrom('workingActivities')
    .select(['id', 'userId', 'branchId', 'startedAt', 'endedAt', 'state', 'note', 'version'])
    .where('userId', '=', userId)
    .where('startedAt', '<', to)
    .where((eb) => eb.or([eb('endedAt', 'is', null), eb('endedAt', '>', from)]))
    .orderBy('startedAt')
    .orderBy('id')
    .limit(5000)
    .execute();
  const ids = rows.map((row) => row.id);
  const breaks =
    ids.length === 0
      ? []
      : await db
          .selectFrom('workingActivityBreaks')
          .select(['activityId', 'startedAt', 'endedAt'])
          .where('activityId', 'in', ids)
          .orderBy('startedAt')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    branchId: row.branchId,
    state: row.state,
    note: row.note,
    version: Number(row.version),
    startedAt: (row.startedAt as Date).getTime(),
    endedAt: row.endedAt === null ? null : (row.endedAt as Date).getTime(),
    breaks: breaks
      .filter((pause) => pause.activityId === row.id)
      .map((pause) => ({
        startedAt: (pause.startedAt as Date).getTime(),
        endedAt: pause.endedAt === null ? null : (pause.endedAt as Date).getTime(),
      })),
  }));
}

export async function schedulesBetween(db: Executor, userId: number, from: Date, to: Date): Promise<SheetSchedule[]> {
  const rows = await db
    .selectFrom('workingSchedules')
    .select(['startsAt', 'endsAt', 'breakMinutes'])
    .where('userId', '=', userId)
    .where('startsAt', '<', to)
    .where('endsAt', '>', from)
    .orderBy('startsAt')
    .limit(5000)
    .execute();
  return rows.map((row) => ({
    startsAt: (row.startsAt as Date).getTime(),
    endsAt: (row.endsAt as Date).getTime(),
    breakMinutes: row.breakMinutes,
  }));
}

const absenceKinds: readonly string[] = ['holiday', 'sick', 'other'];

export async function absencesBetween(db: Executor, userId: number, from: string, to: string): Promise<SheetAbsence[]> {
  const rows = await db
    .selectFrom('absences')
    .select(['kind', 'fromDate', 'toDate'])
    .where('userId', '=', userId)
    .where('fromDate', '<=', to)
    .where('toDate', '>=', from)
    .orderBy('fromDate')
    .limit(2000)
    .execute();
  return rows
    .filter((row) => absenceKinds.includes(row.kind))
    .map((row) => ({ kind: row.kind as AbsenceKind, fromDate: String(row.fromDate), toDate: String(row.toDate) }));
}

/** The stored entitlement of the year, or null (then the default of 25 days applies). */
export async function entitlementOf(db: Executor, userId: number, year: number): Promise<string | null> {
  const row = await db
    .selectFrom('holidayEntitlements')
    .select('days')
    .where('userId', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row ? String(row.days) : null;
}

/** The first instant the user has an activity or a shift (where the carried balance starts), or null. */
export async function firstRecordOf(db: Executor, userId: number): Promise<Date | null> {
  const activity = await db
    .selectFrom('workingActivities')
    .select((eb) => eb.fn.min('startedAt').as('first'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  const schedule = await db
    .selectFrom('workingSchedules')
    .select((eb) => eb.fn.min('startsAt').as('first'))
    .where('userId', '=', userId)
    .executeTakeFirst();
  const candidates = [activity?.first, schedule?.first]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => new Date(value as Date | string).getTime());
  return candidates.length === 0 ? null : new Date(Math.min(...candidates));
}

/** Who made a correction (its user left joined; null when that account is gone). */
function correctorName(row: { username: string | null; firstName: string | null; lastName: string | null }) {
  return row.username === null
    ? null
    : displayNameOf({ username: row.username, firstName: row.firstName ?? '', lastName: row.lastName ?? '' });
}

export async function correctionsOf(db: Executor, userId: number, activityIds: number[]): Promise<StoredCorrection[]> {
  if (activityIds.length === 0) return [];
  const rows = await db
    .selectFrom('workingActivityCorrections as c')
    .leftJoin('users as u', 'u.id', 'c.correctedBy')
    .select([
      'c.id',
      'c.activityId',
      'c.reason',
      'c.before',
      'c.after',
      'c.correctedAt',
      'u.username',
      'u.firstName',
      'u.lastName',
    ])
    .where('c.userId', '=', userId)
    .where('c.activityId', 'in', activityIds)
    .orderBy('c.correctedAt')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    activityId: row.activityId,
    reason: row.reason,
    before: row.before,
    after: row.after,
    correctedAt: row.correctedAt as Date,
    correctedBy: correctorName(row),
  }));
}

/** A deleted activity of the user (its correction record: `before`, no `after`), for the sheet to show struck through. */
export interface RemovedActivity {
  correctionId: number;
  activityId: number | null;
  startedAt: number;
  endedAt: number | null;
  reason: string;
  correctedBy: string | null;
  correctedAt: Date;
}

function instantOf(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** The user's deleted activities that started in [from, to). */
export async function removedActivitiesOf(
  db: Executor,
  userId: number,
  from: Date,
  to: Date,
): Promise<RemovedActivity[]> {
  const rows = await db
    .selectFrom('workingActivityCorrections as c')
    .leftJoin('users as u', 'u.id', 'c.correctedBy')
    .select(['c.id', 'c.before', 'c.reason', 'c.correctedAt', 'u.username', 'u.firstName', 'u.lastName'])
    .where('c.userId', '=', userId)
    .where('c.after', 'is', null)
    // An activity is deleted after it started: older deletions cannot concern [from, to).
    .where('c.correctedAt', '>=', from)
    .orderBy('c.correctedAt')
    .orderBy('c.id')
    .limit(5000)
    .execute();
  const removed: RemovedActivity[] = [];
  for (const row of rows) {
    const before = (row.before ?? {}) as Record<string, unknown>;
    const startedAt = instantOf(before.startedAt);
    if (startedAt === null || startedAt < from.getTime() || startedAt >= to.getTime()) continue;
    removed.push({
      correctionId: row.id,
      activityId: typeof before.id === 'number' ? before.id : null,
      startedAt,
      endedAt: instantOf(before.endedAt),
      reason: row.reason,
      correctedAt: row.correctedAt as Date,
      correctedBy: correctorName(row),
    });
  }
  return removed;
}
