import { activeOnlinePause, type OnlinePause } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { FreshReads } from '../../kernel/fresh-reads.js';

/** A branch's stored pause or busy mode, with who set it (staff views). `until` may have passed (then not in force). */
export interface StoredOnlinePause extends OnlinePause {
  branch: { id: number };
  setBy: string;
  setAt: string;
}

interface PauseRow {
  branchId: number;
  kind: string;
  extraMinutes: number;
  until: Date | null;
  setByName: string;
  setAt: Date | null;
}

const iso = (value: Date | null) => (value ?? new Date(0)).toISOString();

function toPause(row: PauseRow): StoredOnlinePause {
  return {
    branch: { id: row.branchId },
    kind: row.kind === 'busy' ? 'busy' : 'pause',
    until: iso(row.until),
    extraMinutes: row.extraMinutes,
    setBy: row.setByName,
    setAt: iso(row.setAt),
  };
}

/** The pauses of the given branches (all when 'all') that are still in force at `now`. */
export async function activePauses(
  db: Kysely<DB>,
  branchIds: readonly number[] | 'all',
  now: Date,
): Promise<StoredOnlinePause[]> {
  if (branchIds !== 'all' && branchIds.length === 0) return [];
  let query = db.selectFrom('onlinePauses').selectAll().where('until', '>', now);
  if (branchIds !== 'all') query = query.where('branchId', 'in', [...branchIds]);
  const rows = await query.orderBy('branchId').execute();
  return rows.map(toPause);
}

const placementReads = new WeakMap<Kysely<DB>, FreshReads<number, StoredOnlinePause | null>>();

/**
 * The branch's pause in force at `now`, else null, for a placement: read from the database for every placement, never
 * kept (issue 27.3: a pause takes effect at once), but placements of a branch that arrive together share one read
 * that started after they arrived (FreshReads).
 */
export async function activePauseOf(db: Kysely<DB>, branchId: number, now: Date): Promise<OnlinePause | null> {
  let reads = placementReads.get(db);
  if (!reads) {
    reads = new FreshReads();
    placementReads.set(db, reads);
  }
  const active = activeOnlinePause(await reads.get(branchId, () => storedPauseOf(db, branchId)), now);
  return active && { kind: active.kind, until: active.until, extraMinutes: active.extraMinutes };
}

/** The branch's stored row whether in force or not (for the audit's before). */
export async function storedPauseOf(db: Kysely<DB>, branchId: number): Promise<StoredOnlinePause | null> {
  const row = await db.selectFrom('onlinePauses').selectAll().where('branchId', '=', branchId).executeTakeFirst();
  return row ? toPause(row) : null;
}

export async function savePause(
  db: Kysely<DB>,
  row: {
    branchId: number;
    kind: OnlinePause['kind'];
    extraMinutes: number;
    until: Date;
    setByUserId: number | null;
    setByName: string;
    setAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('onlinePauses')
    .values(row)
    .onConflict((oc) =>
      oc.column('branchId').doUpdateSet({
        kind: row.kind,
        extraMinutes: row.extraMinutes,
        until: row.until,
        setByUserId: row.setByUserId,
        setByName: row.setByName,
        setAt: row.setAt,
      }),
    )
    .execute();
}

export async function deletePause(db: Kysely<DB>, branchId: number): Promise<void> {
  await db.deleteFrom('onlinePauses').where('branchId', '=', branchId).execute();
}
