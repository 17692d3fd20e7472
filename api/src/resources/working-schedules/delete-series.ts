import { messages } from '@bestell/domain';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';

/** Deletes a shift and the later shifts of its series (each audited); 404 unknown, 422 when it is in no series. */
export async function deleteSeriesFrom(deps: AppDeps, actor: Actor, id: number): Promise<number> {
  return deps.db.transaction().execute(async (trx) => {
    const shift = await trx.selectFrom('workingSchedules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!shift?.startsAt) throw AppError.notFound();
    if (!shift.seriesId) throw new AppError('validation', messages.timeTrackingSchedules.notInSeries);
    const removed = await trx
      .deleteFrom('workingSchedules')
      .where('seriesId', '=', shift.seriesId)
      .where('startsAt', '>=', shift.startsAt)
      .returningAll()
      .execute();
    const now = deps.now();
    for (const row of removed) {
      await recordAudit(trx, {
        actor,
        action: 'delete',
        resource: 'working-schedules',
        resourceId: row.id,
        before: row,
        at: now,
      });
    }
    return removed.length;
  });
}
