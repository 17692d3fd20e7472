import { type TaskInput, taskInputSchema } from '@bestell/domain';
import { columnsOf, defineResource } from '../../infrastructure/crud/define.js';
import { taskEntitySchema, tasksOfRows } from './task-entity.js';
import { endOfColumn, lockTaskPositions, renumberColumn } from './task-positions.js';
import { checkTaskReferences, writeChecklist } from './task-rules.js';

/**
 * Tasks (issue 28.6): standard CRUD of §7. A task is always of one branch: employees read, create, change, move and
 * delete the tasks of their branches only (another branch's task is a 403, a body naming another branch too); admins
 * all. Positions are the server's: a new task goes to the end of its status column, a task whose status a PUT
 * changes to the end of the new column, and the columns stay numbered 0, 1, 2, … (the board moves tasks with
 * `POST /api/tasks/{id}/move`).
 */
export const taskResource = defineResource<TaskInput, unknown>({
  name: 'tasks',
  table: 'tasks',
  description: 'tasks',
  entitySchema: taskEntitySchema,
  schema: taskInputSchema,
  access: { read: 'staff', create: 'branch', update: 'branch', delete: 'branch' },
  branchScope: { kind: 'column', column: 'branchId' },
  branchIdsOf: (input) => [input.branchId],
  filters: {
    projectId: { column: 'projectId', type: 'integer' },
    status: { column: 'status', type: 'text' },
    assigneeId: { column: 'assigneeId', type: 'integer' },
    branchId: { column: 'branchId', type: 'integer' },
    orderId: { column: 'orderId', type: 'integer' },
    title: { column: 'title', type: 'search' },
  },
  sortable: ['position', 'dueDate', 'title', 'status', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input, ['checklist']),
  async guardChange(trx, change) {
    await lockTaskPositions(trx);
    const row = await trx.selectFrom('tasks').select('status').where('id', '=', change.id).executeTakeFirst();
    if (!row) return;
    if (change.input === null || change.input.status !== row.status) {
      // Leaving its column (deleted, or another status): the old column closes up; a move goes to the new one's end.
      await renumberColumn(trx, row.status, change.id);
      if (change.input !== null) {
        await trx.updateTable('tasks').set({ position: endOfColumn }).where('id', '=', change.id).execute();
      }
    }
  },
  async checkWritten(trx, change) {
    await checkTaskReferences(trx, change.input);
    await lockTaskPositions(trx);
    await renumberColumn(trx, change.input.status);
  },
  writeRelations: (trx, id, input) => writeChecklist(trx, id, input.checklist),
  fieldOfColumn: { projectId: 'projectId', assigneeId: 'assigneeId', orderId: 'orderId', branchId: 'branchId' },
  toEntities: (rows, db) => tasksOfRows(rows, db),
});
