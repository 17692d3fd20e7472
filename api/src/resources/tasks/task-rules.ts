import { messages, type TaskInput } from '@bestell/domain';
import { sql } from 'kysely';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

const invalid = (field: string) =>
  new AppError('validation', messages.validation.invalidChoice, { field, code: 'invalid_choice' });

/**
 * References of a task body that a foreign key alone does not check: the assignee is an enabled staff member who
 * works in the task's branch (or an admin), the linked order is one of the task's branch, the project exists.
 */
export async function checkTaskReferences(trx: Trx, input: TaskInput): Promise<void> {
  if (input.assigneeId !== null) {
    const assignee = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.assigneeId)
      .where('isEnabled', '=', true)
      .where((eb) =>
        eb.or([
          eb(sql.lit('ROLE_ADMIN'), '=', eb.fn.any('roles')),
          eb.exists(
            eb
              .selectFrom('userBranches')
              .select('userId')
              .whereRef('userBranches.userId', '=', 'users.id')
              .where('userBranches.branchId', '=', input.branchId),
          ),
        ]),
      )
      .executeTakeFirst();
    if (!assignee) throw invalid('assigneeId');
  }
  if (input.orderId !== null) {
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('id', '=', input.orderId)
      .where('branchId', '=', input.branchId)
      .executeTakeFirst();
    if (!order) throw invalid('orderId');
  }
  if (input.projectId !== null) {
    const project = await trx.selectFrom('projects').select('id').where('id', '=', input.projectId).executeTakeFirst();
    if (!project) throw invalid('projectId');
  }
}

/** Replaces the task's checklist by the body's items, in their order. */
export async function writeChecklist(trx: Trx, taskId: number, checklist: TaskInput['checklist']): Promise<void> {
  await trx.deleteFrom('taskChecklistItems').where('taskId', '=', taskId).execute();
  if (checklist.length === 0) return;
  await trx
    .insertInto('taskChecklistItems')
    .values(checklist.map((item, position) => ({ taskId, position, text: item.text, done: item.done })))
    .execute();
}
