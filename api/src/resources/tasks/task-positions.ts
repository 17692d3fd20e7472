import type { TaskStatus } from '@bestell/domain';
import { sql } from 'kysely';
import type { Trx } from '../../infrastructure/crud/types.js';

/** One constant key of pg_advisory_xact_lock: writes that renumber a status column run one at a time. */
const positionsLockKey = 280_006;

/** Waits for the other writes of task positions to finish (held until the transaction ends). */
export async function lockTaskPositions(trx: Trx): Promise<void> {
  await sql`select pg_advisory_xact_lock(${positionsLockKey})`.execute(trx);
}

/** The ids of a status column in board order (position, then id). */
export async function columnIds(trx: Trx, status: string, withoutId: number | null = null): Promise<number[]> {
  let query = trx.selectFrom('tasks').select(['id', 'position']).where('status', '=', status);
  if (withoutId !== null) query = query.where('id', '<>', withoutId);
  const rows = await query.orderBy('position').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Gives the ids positions 0, 1, 2, … in this order (writing only the rows whose position changes). */
export async function writePositions(trx: Trx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('tasks').select(['id', 'position']).where('id', 'in', ids).execute();
  const current = new Map(rows.map((row) => [row.id, row.position]));
  for (const [index, id] of ids.entries()) {
    if (current.get(id) !== index)
      await trx.updateTable('tasks').set({ position: index }).where('id', '=', id).execute();
  }
}

/** Closes the gaps of a column (after a task left it or was deleted; `withoutId`: a task about to leave). */
export async function renumberColumn(
  trx: Trx,
  status: TaskStatus | string,
  withoutId: number | null = null,
): Promise<void> {
  await writePositions(trx, await columnIds(trx, status, withoutId));
}

/** The highest position: a task given it goes to the end of its column when the column is renumbered. */
export const endOfColumn = 2_147_483_647;
