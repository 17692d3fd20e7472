import {
  branchTimeZone,
  localDateOf,
  localDayBounds,
  messages,
  type WorkingAction,
  workedMinutesToday,
  workingTransition,
} from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import {
  type ActivityRecord,
  activitiesOverlapping,
  findOpenActivity,
  openStateOf,
  toWorkingActivity,
  type WorkingActivity,
} from './activity-repository.js';
import type { TerminalEmployee } from './terminal-auth.js';

export interface ActionAnswer {
  workingActivity: WorkingActivity | null;
  todayMinutes: number;
}

export interface TodayAnswer {
  items: WorkingActivity[];
  current: WorkingActivity | null;
  todayMinutes: number;
}

export async function branchZone(db: Kysely<DB>, branchId: number): Promise<string> {
  const row = await db.selectFrom('branches').select('timeZone').where('id', '=', branchId).executeTakeFirst();
  return branchTimeZone(row ?? {});
}

/** Today's activities (Vienna-local day of the branch), the current one and the minutes worked today. */
export async function todayOf(
  deps: AppDeps,
  employee: TerminalEmployee,
  db: Kysely<DB> = deps.db,
): Promise<TodayAnswer> {
  const now = deps.now();
  const zone = await branchZone(db, employee.branchId);
  const day = localDayBounds(localDateOf(now.getTime(), zone), zone);
  const items = await activitiesOverlapping(db, employee.userId, new Date(day.start), new Date(day.end));
  const current = await findOpenActivity(db, employee.userId);
  const all: ActivityRecord[] = current && !items.some((i) => i.id === current.id) ? [...items, current] : items;
  return {
    items: items.map(toWorkingActivity),
    current: current ? toWorkingActivity(current) : null,
    todayMinutes: workedMinutesToday(all, now.getTime(), zone),
  };
}

function isOpenActivityConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return (
    code === '23505' &&
    (constraint === undefined ||
      constraint === 'working_activities_open_idx' ||
      constraint === 'working_activity_breaks_open_idx')
  );
}

async function transition(trx: Kysely<DB>, employee: TerminalEmployee, action: WorkingAction, now: Date) {
  const open = await findOpenActivity(trx, employee.userId, true);
  const result = workingTransition(openStateOf(open), action);
  if (!result.ok) throw new AppError('conflict', messages.timeTracking[result.refusal], { code: result.refusal });
  if (action === 'start' || !open) {
    await trx
      .insertInto('workingActivities')
      .values({
        userId: employee.userId,
        branchId: employee.branchId,
        startedAt: now,
        state: 'working',
        createdAt: now,
        updatedAt: now,
      })
      .execute();
    return;
  }
  if (action === 'pause') {
    await trx.insertInto('workingActivityBreaks').values({ activityId: open.id, startedAt: now }).execute();
  } else {
    await trx
      .updateTable('workingActivityBreaks')
      .set({ endedAt: now })
      .where('activityId', '=', open.id)
      .where('endedAt', 'is', null)
      .execute();
  }
  await trx
    .updateTable('workingActivities')
    .set((eb) => ({
      state: result.next,
      endedAt: result.next === 'ended' ? now : null,
      updatedAt: now,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', open.id)
    .execute();
}

/**
 * Start, pause, resume or end the employee's working activity (spec §4) in one transaction. The open activity is
 * locked; two terminals starting at once both find none, and the unique partial index lets only one insert win: the
 * other gets the same German 409 as a second start. The answer is the current activity (null after `end`) and the
 * minutes worked today.
 */
export async function applyWorkingAction(
  deps: AppDeps,
  employee: TerminalEmployee,
  action: WorkingAction,
): Promise<ActionAnswer> {
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await transition(trx, employee, action, now);
      const today = await todayOf(deps, employee, trx);
      return { workingActivity: today.current, todayMinutes: today.todayMinutes };
    });
  } catch (error) {
    if (isOpenActivityConflict(error)) {
      const refusal = action === 'pause' ? 'alreadyPaused' : 'alreadyWorking';
      throw new AppError('conflict', messages.timeTracking[refusal], { code: refusal });
    }
    throw error;
  }
}
