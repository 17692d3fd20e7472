import {
  type CopyWeekInput,
  DEFAULT_TIME_ZONE,
  messages,
  moveShiftByWeeks,
  weekInterval,
  weeksBetween,
} from '@bestell/domain';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { findBranchEmployee } from '../time-tracking/employees-repository.js';
import { lockEmployees, refuseOverlaps } from './overlaps.js';

/**
 * Refuses (422) when a person of the copied week no longer works at the shift's branch (moved to another branch,
 * disabled or expired since): the copy would plan them where they cannot clock in. Nothing is copied then.
 */
async function refuseFormerEmployees(trx: Trx, shifts: { userId: number; branchId: number }[], now: Date) {
  const pairs = new Map(shifts.map((shift) => [`${shift.userId}:${shift.branchId}`, shift]));
  for (const { userId, branchId } of pairs.values()) {
    if (await findBranchEmployee(trx, branchId, userId, now)) continue;
    const user = await trx
      .selectFrom('users')
      .select(['username', 'firstName', 'lastName'])
      .where('id', '=', userId)
      .executeTakeFirst();
    const name = `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim() || (user?.username ?? `#${userId}`);
    throw new AppError('validation', messages.timeTrackingSchedules.copyFormerEmployee({ name }), {
      field: 'fromWeek',
      code: 'former_employee',
    });
  }
}

/**
 * Copies every shift that starts in the week of `fromWeek` (of one branch, or all) into the week of `toWeek`, each
 * on the same weekday at the same Vienna wall-clock times (a copy into a DST week keeps 08:00–16:00). The copies
 * belong to no series. All or nothing: a copy overlapping a shift already planned refuses the whole copy (409), and
 * so does a person who no longer works at the shift's branch (422).
 */
export async function copyWeek(deps: AppDeps, actor: Actor, input: CopyWeekInput) {
  const week = weekInterval(input.fromWeek, DEFAULT_TIME_ZONE);
  const weeks = weeksBetween(input.fromWeek, input.toWeek);
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    let query = trx
      .selectFrom('workingSchedules')
      .selectAll()
      .where('startsAt', '>=', new Date(week.start))
      .where('startsAt', '<', new Date(week.end));
    if (input.branchId !== null) query = query.where('branchId', '=', input.branchId);
    const source = await query.orderBy('startsAt').orderBy('id').execute();
    if (source.length === 0) {
      throw new AppError('validation', messages.timeTrackingSchedules.nothingToCopy, { field: 'fromWeek' });
    }
    await refuseFormerEmployees(trx, source, now);
    await lockEmployees(trx, [...new Set(source.map((shift) => shift.userId))]);
    const values = source.map((shift) => {
      const moved = moveShiftByWeeks(
        { start: shift.startsAt?.getTime() ?? 0, end: shift.endsAt?.getTime() ?? 0 },
        weeks,
        DEFAULT_TIME_ZONE,
      );
      return {
        userId: shift.userId,
        branchId: shift.branchId,
        startsAt: new Date(moved.start),
        endsAt: new Date(moved.end),
        breakMinutes: shift.breakMinutes,
        note: shift.note,
      };
    });
    const copies = await trx.insertInto('workingSchedules').values(values).returningAll().execute();
    await refuseOverlaps(
      trx,
      copies.map((copy) => copy.id),
      messages.timeTrackingSchedules.copyOverlap,
    );
    for (const copy of copies) {
      await recordAudit(trx, {
        actor,
        action: 'create',
        resource: 'working-schedules',
        resourceId: copy.id,
        after: copy,
        data: { copiedFromWeek: input.fromWeek },
        at: now,
      });
    }
    return copies;
  });
}
