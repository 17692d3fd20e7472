import { taskInputSchema } from '@bestell/domain';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { rowEntity } from '../../infrastructure/crud/answer-schema.js';
import type { Row, Trx } from '../../infrastructure/crud/types.js';

const checklistItem = z.object({ text: z.string(), done: z.boolean() });

/** A task as the API answers it: its columns, its checklist in order, and the linked order's ticket number. */
export const taskEntitySchema = rowEntity(taskInputSchema, {
  omit: ['checklist'],
  extend: {
    checklist: z.array(checklistItem),
    position: z.number().int().meta({ description: 'Place in its status column: 0, 1, 2, … (board order).' }),
    orderTicketNumber: z.number().int().nullable().meta({ description: 'Ticket number of the linked order.' }),
  },
});

/** Rows → tasks, loading the checklists and the linked orders' ticket numbers in one query each. */
export async function tasksOfRows(rows: Row[], db: Trx | Db): Promise<Row[]> {
  const ids = rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  const items = await db
    .selectFrom('taskChecklistItems')
    .select(['taskId', 'text', 'done'])
    .where('taskId', 'in', ids)
    .orderBy('taskId')
    .orderBy('position')
    .execute();
  const orderIds = [...new Set(rows.map((row) => row.orderId).filter((id): id is number => typeof id === 'number'))];
  const orders =
    orderIds.length === 0
      ? []
      : await db.selectFrom('orders').select(['id', 'ticketNumber']).where('id', 'in', orderIds).execute();
  const tickets = new Map(orders.map((order) => [order.id, order.ticketNumber]));
  return rows.map((row) => ({
    ...row,
    checklist: items.filter((item) => item.taskId === row.id).map(({ text, done }) => ({ text, done })),
    orderTicketNumber: typeof row.orderId === 'number' ? (tickets.get(row.orderId) ?? null) : null,
  }));
}
