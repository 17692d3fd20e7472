import {
  messages,
  timeTrackingSheetsMessages,
  type WorkingActivityCorrection,
  type WorkingActivityCreate,
} from '@bestell/domain';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { isAdmin } from '../../infrastructure/auth/actor.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { conflictError } from '../../infrastructure/crud/versions.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import {
  type ActivityFilters,
  findIds,
  insertCorrection,
  lockActivity,
  overlapping,
  replaceBreaks,
  toEntities,
  type WorkingActivityEntity,
} from './repository.js';

const t = timeTrackingSheetsMessages;
const resource = 'working-activities';
type Staff = Extract<Actor, { kind: 'staff' }>;

function notFound(): AppError {
  return AppError.notFound(t.notFound);
}

/** Employees read only their own activities; asking for another's is a 403 in German. */
function scopedFilters(actor: Staff, filters: ActivityFilters): ActivityFilters {
  if (isAdmin(actor)) return filters;
  if (filters.userId !== undefined && filters.userId !== actor.userId) throw new AppError('forbidden', t.ownSheetOnly);
  return { ...filters, userId: actor.userId };
}

export async function listActivities(
  deps: AppDeps,
  actor: Staff,
  filters: ActivityFilters,
  paging: { limit: number; offset: number },
): Promise<{ entities: WorkingActivityEntity[]; total: number }> {
  const { ids, total } = await findIds(deps.db, scopedFilters(actor, filters), paging);
  return { entities: await toEntities(deps.db, ids), total };
}

/** One activity; another employee's is 404, as if it did not exist. */
export async function getActivity(deps: AppDeps, actor: Staff, id: number): Promise<WorkingActivityEntity> {
  const [entity] = await toEntities(deps.db, [id]);
  if (!entity || (!isAdmin(actor) && entity.userId !== actor.userId)) throw notFound();
  return entity;
}

async function checkReferences(trx: Trx, input: { branchId: number; userId?: number }): Promise<void> {
  const branch = await trx.selectFrom('branches').select('id').where('id', '=', input.branchId).executeTakeFirst();
  if (!branch)
    throw new AppError('validation', messages.validation.invalidChoice, { field: 'branchId', code: 'invalid' });
  if (input.userId === undefined) return;
  const user = await trx.selectFrom('users').select('id').where('id', '=', input.userId).executeTakeFirst();
  if (!user) throw new AppError('validation', t.unknownUser, { field: 'userId', code: 'invalid' });
}

async function refuseOverlap(trx: Trx, userId: number, input: WorkingActivityCorrection, exceptId: number | null) {
  const other = await overlapping(trx, userId, new Date(input.startedAt), new Date(input.endedAt), exceptId);
  if (other) throw new AppError('conflict', t.overlapsOther, { field: 'startedAt', code: 'overlap' });
}

/** An activity entered or corrected by an admin has ended already: an end after `now` is a German 422. */
function refuseFutureEnd(input: WorkingActivityCorrection, now: Date): void {
  if (Date.parse(input.endedAt) > now.getTime()) {
    throw new AppError('validation', t.endInFuture, { field: 'endedAt', code: 'invalid' });
  }
}

async function entityIn(trx: Trx, id: number): Promise<WorkingActivityEntity> {
  const [entity] = await toEntities(trx, [id]);
  if (!entity) throw notFound();
  return entity;
}

/** What the correction record and the audit log keep of an activity: its times, breaks, branch and note. */
function snapshot(entity: WorkingActivityEntity) {
  const { id, userId, branchId, startedAt, endedAt, state, note, breaks } = entity;
  return { id, userId, branchId, startedAt, endedAt, state, note, breaks };
}

/**
 * An admin corrects an activity (issue 28.4): times, breaks, branch, note, with a required reason. The activity is
 * ended by it (a forgotten clock-out is corrected by giving its end). In one transaction: the row and its breaks, a
 * `working_activity_corrections` row with before → after and the reason, and the audit entry. `If-Match` (or the
 * body-less version check) refuses a stale save with 409; an overlap with another activity of the employee too.
 */
export async function correctActivity(
  deps: AppDeps,
  actor: Staff,
  id: number,
  input: WorkingActivityCorrection,
  expectedVersion: number | null,
): Promise<WorkingActivityEntity> {
  const now = deps.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await lockActivity(trx, id);
    if (!row) throw notFound();
    if (expectedVersion !== null && row.version !== expectedVersion) throw conflictError();
    refuseFutureEnd(input, now);
    await checkReferences(trx, input);
    await refuseOverlap(trx, row.userId, input, id);
    const before = snapshot(await entityIn(trx, id));
    await trx
      .updateTable('workingActivities')
      .set({
        branchId: input.branchId,
        startedAt: input.startedAt,
        endedAt: input.endedAt,
        state: 'ended',
        note: input.note,
        updatedAt: now,
        version: row.version + 1,
      })
      .where('id', '=', id)
      .execute();
    await replaceBreaks(trx, id, input.breaks);
    const afterEntity = await entityIn(trx, id);
    const after = snapshot(afterEntity);
    await insertCorrection(trx, {
      activityId: id,
      userId: row.userId,
      reason: input.reason,
      before,
      after,
      by: actor.userId,
      at: now,
    });
    await recordAudit(trx, {
      actor,
      action: 'update',
      resource,
      resourceId: id,
      before,
      after,
      data: { reason: input.reason },
      at: now,
    });
    return { ...afterEntity, corrected: true };
  });
}

/** An admin enters a missing activity afterwards (with a reason, kept like a correction with no `before`). */
export async function createActivity(
  deps: AppDeps,
  actor: Staff,
  input: WorkingActivityCreate,
): Promise<WorkingActivityEntity> {
  const now = deps.now();
  refuseFutureEnd(input, now);
  return deps.db.transaction().execute(async (trx) => {
    await checkReferences(trx, input);
    await refuseOverlap(trx, input.userId, input, null);
    const created = await trx
      .insertInto('workingActivities')
      .values({
        userId: input.userId,
        branchId: input.branchId,
        startedAt: input.startedAt,
        endedAt: input.endedAt,
        state: 'ended',
        note: input.note,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceBreaks(trx, created.id, input.breaks);
    const entity = await entityIn(trx, created.id);
    const after = snapshot(entity);
    await insertCorrection(trx, {
      activityId: created.id,
      userId: input.userId,
      reason: input.reason,
      before: null,
      after,
      by: actor.userId,
      at: now,
    });
    await recordAudit(trx, {
      actor,
      action: 'create',
      resource,
      resourceId: created.id,
      after,
      data: { reason: input.reason },
      at: now,
    });
    return { ...entity, corrected: true };
  });
}

/**
 * An admin deletes an activity with a reason: the correction record keeps it (before, no after) and the audit log.
 * `If-Match` refuses deleting an activity someone changed since it was loaded (409, nothing deleted).
 */
export async function deleteActivity(
  deps: AppDeps,
  actor: Staff,
  id: number,
  reason: string,
  expectedVersion: number | null,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const row = await lockActivity(trx, id);
    if (!row) throw notFound();
    if (expectedVersion !== null && row.version !== expectedVersion) throw conflictError();
    const before = snapshot(await entityIn(trx, id));
    await insertCorrection(trx, {
      activityId: id,
      userId: row.userId,
      reason,
      before,
      after: null,
      by: actor.userId,
      at: now,
    });
    await trx.deleteFrom('workingActivities').where('id', '=', id).execute();
    await recordAudit(trx, { actor, action: 'delete', resource, resourceId: id, before, data: { reason }, at: now });
  });
}
