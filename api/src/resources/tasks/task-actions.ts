import { columnAfterMove, messages, type TaskMove, taskFromOrder } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { type Actor, canActOnBranch } from '../../infrastructure/auth/actor.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';
import { conflictError, withVersions } from '../../infrastructure/crud/versions.js';
import { AppError } from '../../kernel/app-error.js';
import { tasksOfRows } from './task-entity.js';
import { columnIds, lockTaskPositions, renumberColumn, writePositions } from './task-positions.js';

const forbidden = () => new AppError('forbidden', messages.auth.accessDenied);

/** The task as a staff answer (with checklist, ticket number and version). */
async function taskEntity(trx: Trx, id: number): Promise<Row> {
  const row = await trx.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const [entity] = withVersions([row], await tasksOfRows([row], trx));
  if (!entity) throw AppError.notFound();
  return entity;
}

/**
 * Moves a task on the board: into `move.status`, before `move.beforeTaskId` (a task of that column the actor may
 * see; null: at the end). Both columns stay numbered 0, 1, 2, …; the task's version rises (an editor open on the old
 * version gets a 409), the move is audited. One move at a time (advisory lock), so two boards never get one place.
 */
export function moveTask(
  db: Db,
  actor: Actor,
  id: number,
  move: TaskMove,
  expectedVersion: number | null,
  now: Date,
): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    await lockTaskPositions(trx);
    const task = await trx
      .selectFrom('tasks')
      .select(['id', 'branchId', 'status', 'version'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!task) throw AppError.notFound();
    if (!canActOnBranch(actor, task.branchId)) throw forbidden();
    if (expectedVersion !== null && task.version !== expectedVersion) throw conflictError();
    if (move.beforeTaskId !== null) {
      const before = await trx
        .selectFrom('tasks')
        .select(['id', 'branchId', 'status'])
        .where('id', '=', move.beforeTaskId)
        .executeTakeFirst();
      if (!before || before.id === id || before.status !== move.status || !canActOnBranch(actor, before.branchId)) {
        throw new AppError('validation', messages.validation.invalidChoice, {
          field: 'beforeTaskId',
          code: 'invalid_choice',
        });
      }
    }
    const before = await taskEntity(trx, id);
    const target = columnAfterMove(await columnIds(trx, move.status, id), id, move.beforeTaskId);
    await trx
      .updateTable('tasks')
      .set({ status: move.status, updatedAt: now, version: sql`version + 1` })
      .where('id', '=', id)
      .execute();
    await writePositions(trx, target);
    if (task.status !== move.status) await renumberColumn(trx, task.status);
    const after = await taskEntity(trx, id);
    await recordAudit(trx, { actor, action: 'move', resource: 'tasks', resourceId: id, before, after, at: now });
    return after;
  });
}

/**
 * 'Aufgabe aus Bestellung': a new open task linked to the order, titled with its ticket and customer, in its branch,
 * due on the Vienna-local (branch time zone) day of its appointment; at the end of the Offen column; audited as a
 * create. The order must be of one of the actor's branches (else 403; no such order: 404).
 */
export function createTaskFromOrder(db: Db, actor: Actor, orderId: number, now: Date): Promise<Row> {
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom('orders')
      .innerJoin('branches', 'branches.id', 'orders.branchId')
      .select([
        'orders.id',
        'orders.branchId',
        'orders.ticketNumber',
        'orders.firstName',
        'orders.lastName',
        'orders.appointment',
        'orders.dueAt',
        'branches.timeZone',
      ])
      .where('orders.id', '=', orderId)
      .executeTakeFirst();
    if (!order) throw AppError.notFound();
    if (!canActOnBranch(actor, order.branchId)) throw forbidden();
    const values = taskFromOrder(
      {
        id: order.id,
        branchId: order.branchId,
        ticketNumber: order.ticketNumber,
        firstName: order.firstName,
        lastName: order.lastName,
        appointment: order.appointment === null ? null : new Date(order.appointment).getTime(),
        dueAt: new Date(order.dueAt).getTime(),
      },
      order.timeZone,
    );
    await lockTaskPositions(trx);
    const inserted = await trx
      .insertInto('tasks')
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await renumberColumn(trx, values.status);
    const after = await taskEntity(trx, inserted.id);
    await recordAudit(trx, { actor, action: 'create', resource: 'tasks', resourceId: inserted.id, after, at: now });
    return after;
  });
}
