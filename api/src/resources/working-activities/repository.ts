import type { Db } from '../../db/database.js';
import { json } from '../../db/schema.js';
import type { Trx } from '../../infrastructure/crud/types.js';

type Executor = Db | Trx;

/** A working activity as the back-office and the audit log see it (issue 28.4). */
export interface WorkingActivityEntity {
  id: number;
  userId: number;
  branchId: number;
  startedAt: string;
  endedAt: string | null;
  state: string;
  note: string | null;
  breaks: { startedAt: string; endedAt: string | null }[];
  version: number;
  corrected: boolean;
}

export interface ActivityFilters {
  userId?: number;
  branchId?: number;
  from?: Date;
  to?: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export async function toEntities(db: Executor, ids: number[]): Promise<WorkingActivityEntity[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('workingActivities')
    .select(['id', 'userId', 'branchId', 'startedAt', 'endedAt', 'state', 'note', 'version'])
    .where('id', 'in', ids)
    .orderBy('startedAt')
    .orderBy('id')
    .execute();
  const breaks = await db
    .selectFrom('workingActivityBreaks')
    .select(['activityId', 'startedAt', 'endedAt'])
    .where('activityId', 'in', ids)
    .orderBy('startedAt')
    .execute();
  const corrected = await db
    .selectFrom('workingActivityCorrections')
    .select('activityId')
    .distinct()
    .where('activityId', 'in', ids)
    .execute();
  const correctedIds = new Set(corrected.map((row) => row.activityId));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    branchId: row.branchId,
    startedAt: iso(row.startedAt as Date),
    endedAt: row.endedAt === null ? null : iso(row.endedAt as Date),
    state: row.state,
    note: row.note,
    breaks: breaks
      .filter((pause) => pause.activityId === row.id)
      .map((pause) => ({
        startedAt: iso(pause.startedAt as Date),
        endedAt: pause.endedAt === null ? null : iso(pause.endedAt as Date),
      })),
    version: row.version,
    corrected: correctedIds.has(row.id),
  }));
}

/** Ids of the activities matching the filters (overlapping from..to), oldest first, and how many match. */
export async function findIds(
  db: Executor,
  filters: ActivityFilters,
  paging: { limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  let query = db.selectFrom('workingActivities');
  if (filters.userId !== undefined) query = query.where('userId', '=', filters.userId);
  if (filters.branchId !== undefined) query = query.where('branchId', '=', filters.branchId);
  if (filters.to !== undefined) query = query.where('startedAt', '<', filters.to);
  const from = filters.from;
  if (from !== undefined) query = query.where((eb) => eb.or([eb('endedAt', 'is', null), eb('endedAt', '>', from)]));
  const total = await query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  const rows = await query
    .select('id')
    .orderBy('startedAt')
    .orderBy('id')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  return { ids: rows.map((row) => row.id), total: Number(total.total) };
}

export async function lockActivity(trx: Trx, id: number) {
  return trx
    .selectFrom('workingActivities')
    .select(['id', 'userId', 'version', 'endedAt'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Another activity of the user overlapping [start, end) (the corrected one left out). */
export async function overlapping(trx: Trx, userId: number, start: Date, end: Date, exceptId: number | null) {
  let query = trx
    .selectFrom('workingActivities')
    .select('id')
    .where('userId', '=', userId)
    .where('startedAt', '<', end)
    .where((eb) => eb.or([eb('endedAt', 'is', null), eb('endedAt', '>', start)]));
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function replaceBreaks(trx: Trx, activityId: number, breaks: { startedAt: string; endedAt: string }[]) {
  await trx.deleteFrom('workingActivityBreaks').where('activityId', '=', activityId).execute();
  if (breaks.length === 0) return;
  await trx
    .insertInto('workingActivityBreaks')
    .values(breaks.map((pause) => ({ activityId, startedAt: pause.startedAt, endedAt: pause.endedAt })))
    .execute();
}

export async function insertCorrection(
  trx: Trx,
  entry: {
    activityId: number | null;
    userId: number;
    reason: string;
    before: unknown;
    after: unknown;
    by: number;
    at: Date;
  },
) {
  await trx
    .insertInto('workingActivityCorrections')
    .values({
      activityId: entry.activityId,
      userId: entry.userId,
      reason: entry.reason,
      before: entry.before === null ? null : json(entry.before),
      after: entry.after === null ? null : json(entry.after),
      correctedBy: entry.by,
      correctedAt: entry.at,
    })
    .execute();
}
