import { messages, type WorkingScheduleInput, workingScheduleInputSchema } from '@bestell/domain';
import { z } from 'zod';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { findBranchEmployee } from '../time-tracking/employees-repository.js';
import { lockEmployees, refuseOverlaps } from './overlaps.js';
import { applyToLaterShifts, insertRepeats, seriesColumns } from './series.js';

export const workingScheduleEntitySchema = rowEntity(workingScheduleInputSchema, {
  omit: ['repeatWeeks', 'applyToSeries'],
  extend: { seriesId: z.string().nullable() },
});

/** Every shift of the row's series (or the row alone): what a save may have changed. */
async function shiftsOfSave(trx: Trx, id: number): Promise<number[]> {
  const row = await trx.selectFrom('workingSchedules').select('seriesId').where('id', '=', id).executeTakeFirst();
  if (!row?.seriesId) return [id];
  const series = await trx.selectFrom('workingSchedules').select('id').where('seriesId', '=', row.seriesId).execute();
  return series.map((shift) => shift.id);
}

/** Audit lines for the shifts a save added or changed besides its own row (the series). */
async function auditSeries(trx: Trx, actor: Actor, ids: number[], action: 'create' | 'update', now: Date) {
  if (ids.length === 0) return;
  const rows = await trx.selectFrom('workingSchedules').selectAll().where('id', 'in', ids).execute();
  for (const row of rows) {
    await recordAudit(trx, { actor, action, resource: 'working-schedules', resourceId: row.id, after: row, at: now });
  }
}

/** Ids of the shifts the save in progress added or moved besides its row (kept between the hooks of one write). */
const touchedBySave = new WeakMap<Trx, number[]>();

/**
 * Planned shifts (issue 28.2, spec §7 standard CRUD `working-schedules`, filters user, branch, from, to).
 * Admins plan (create, change, delete); employees read their own shifts only (`ownRowsColumn`). Branch managers are
 * no role of their own here: the platform knows admins and employees, and planning is an admin's job.
 * Refused: a shift overlapping another of the same employee (409, German message naming it), an employee who does
 * not work at the branch (422).
 */
export const workingScheduleResource = defineResource({
  name: 'working-schedules',
  table: 'workingSchedules',
  description: 'planned shifts (working schedules)',
  entitySchema: workingScheduleEntitySchema,
  schema: workingScheduleInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  ownRowsColumn: 'userId',
  filters: {
    user: { column: 'userId', type: 'integer' },
    branch: { column: 'branchId', type: 'integer' },
    from: { column: 'endsAt', type: 'after' },
    to: { column: 'startsAt', type: 'before' },
    series: { column: 'seriesId', type: 'text' },
  },
  sortable: ['startsAt', 'endsAt', 'userId', 'branchId', 'createdAt', 'updatedAt'],
  toColumns: (input: WorkingScheduleInput) => ({
    ...columnsOf(input, ['repeatWeeks', 'applyToSeries']),
    ...seriesColumns(input),
  }),
  async guardChange(trx, { id, input }) {
    if (input?.applyToSeries) touchedBySave.set(trx, await applyToLaterShifts(trx, id, input));
  },
  async writeRelations(trx, id, input) {
    const added = await insertRepeats(trx, id, input);
    if (added.length > 0) touchedBySave.set(trx, added);
  },
  async checkWritten(trx, { actor, id, input }, now) {
    if (!(await findBranchEmployee(trx, input.branchId, input.userId, now))) {
      throw new AppError('validation', messages.timeTracking.unknownEmployee, { field: 'userId' });
    }
    await lockEmployees(trx, [input.userId]);
    await refuseOverlaps(trx, await shiftsOfSave(trx, id));
    await auditSeries(trx, actor, touchedBySave.get(trx) ?? [], input.applyToSeries ? 'update' : 'create', now);
    touchedBySave.delete(trx);
  },
  toEntities: rowsAsEntities,
});
