import type { ActivitySpan, OpenWorkingState, WorkingState } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

export interface WorkingBreak {
  startedAt: string;
  endedAt: string | null;
}

/** A working activity as the terminal, the desk and the API answer it. */
export interface WorkingActivity {
  id: number;
  userId: number;
  branchId: number;
  state: WorkingState;
  startedAt: string;
  endedAt: string | null;
  note: string | null;
  breaks: WorkingBreak[];
  version: number;
}

export interface ActivityRecord extends ActivitySpan {
  id: number;
  userId: number;
  branchId: number;
  state: WorkingState;
  note: string | null;
  version: number;
}

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());

export function toWorkingActivity(record: ActivityRecord): WorkingActivity {
  return {
    id: record.id,
    userId: record.userId,
    branchId: record.branchId,
    state: record.state,
    startedAt: new Date(record.startedAt).toISOString(),
    endedAt: iso(record.endedAt),
    note: record.note,
    breaks: record.breaks.map((b) => ({ startedAt: new Date(b.startedAt).toISOString(), endedAt: iso(b.endedAt) })),
    version: record.version,
  };
}

const activityColumns = ['id', 'userId', 'branchId', 'state', 'startedAt', 'endedAt', 'note', 'version'] as const;

function stateOf(value: string): WorkingState {
  return value === 'paused' || value === 'ended' ? value : 'working';
}

async function withBreaks(
  db: Kysely<DB>,
  rows: {
    id: number;
    userId: number;
    branchId: number;
    state: string;
    startedAt: Date;
    endedAt: Date | null;
    note: string | null;
    version: number;
  }[],
): Promise<ActivityRecord[]> {
  if (rows.length === 0) return [];
  const breaks = await db
    .selectFrom('workingActivityBreaks')
    .select(['activityId', 'startedAt', 'endedAt'])
    .where(
      'activityId',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('startedAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    branchId: row.branchId,
    state: stateOf(row.state),
    startedAt: row.startedAt.getTime(),
    endedAt: row.endedAt?.getTime() ?? null,
    note: row.note,
    version: row.version,
    breaks: breaks
      .filter((b) => b.activityId === row.id)
      .map((b) => ({ startedAt: b.startedAt.getTime(), endedAt: b.endedAt?.getTime() ?? null })),
  }));
}

/** The user's open activity (working or paused), locked for the transaction when `forUpdate`. */
export async function findOpenActivity(
  db: Kysely<DB>,
  userId: number,
  forUpdate = false,
): Promise<ActivityRecord | null> {
  let query = db
    .selectFrom('workingActivities')
    .select([...activityColumns])
    .where('userId', '=', userId)
    .where('endedAt', 'is', null);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) return null;
  const [record] = await withBreaks(db, [row]);
  return record ?? null;
}

export function openStateOf(record: ActivityRecord | null): OpenWorkingState | null {
  if (!record || record.state === 'ended') return null;
  return record.state;
}

/** The user's activities that overlap [from, to) (open ones included); at most 50, oldest first. */
export async function activitiesOverlapping(
  db: Kysely<DB>,
  userId: number,
  from: Date,
  to: Date,
): Promise<ActivityRecord[]> {
  const rows = await db
    .selectFrom('workingActivities')
    .select([...activityColumns])
    .where('userId', '=', userId)
    .where('startedAt', '<', to)
    .where((eb) => eb.or([eb('endedAt', 'is', null), eb('endedAt', '>', from)]))
    .orderBy('startedAt')
    .orderBy('id')
    .limit(50)
    .execute();
  return withBreaks(db, rows);
}
