import { absenceInputSchema, messages } from '@bestell/domain';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import { columnsOf, defineResource, rowsAsEntities } from '../../infrastructure/crud/define.js';
import { AppError } from '../../kernel/app-error.js';

/**
 * Absences (issue 28.3/28.4): holiday, sick leave or other over whole Vienna-local days. Admins enter them; employees
 * read their own only (sick leave is nobody else's business). Two absences of one person must not overlap (409).
 * Holidays count against the entitlement with their working days (Mon–Fri without Austrian public holidays).
 */
export const absenceResource = defineResource({
  name: 'absences',
  table: 'absences',
  description: 'absences (holiday, sick, other)',
  entitySchema: rowEntity(absenceInputSchema),
  schema: absenceInputSchema,
  access: { read: 'staff', create: 'admin', update: 'admin', delete: 'admin' },
  ownRowsColumn: 'userId',
  filters: {
    user: { column: 'userId', type: 'integer' },
    kind: { column: 'kind', type: 'text' },
    from: { column: 'toDate', type: 'atLeast' },
    to: { column: 'fromDate', type: 'atMost' },
  },
  sortable: ['fromDate', 'toDate', 'userId', 'kind', 'createdAt', 'updatedAt'],
  toColumns: (input) => columnsOf(input),
  async checkWritten(trx, { id, input }) {
    const user = await trx
      .selectFrom('users')
      .select('id')
      .where('id', '=', input.userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) throw new AppError('validation', messages.validation.invalidValue, { field: 'userId' });
    const clash = await trx
      .selectFrom('absences')
      .select('id')
      .where('userId', '=', input.userId)
      .where('id', '<>', id)
      .where('fromDate', '<=', input.toDate)
      .where('toDate', '>=', input.fromDate)
      .executeTakeFirst();
    if (clash) {
      throw new AppError('conflict', messages.timeTrackingSchedules.absenceOverlap, {
        field: 'fromDate',
        code: 'absence_overlap',
      });
    }
  },
  toEntities: rowsAsEntities,
});
