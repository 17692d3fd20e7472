import { describe, expect, it } from 'vitest';
import { taskFromOrder } from './task-from-order.js';

const order = { id: 7, branchId: 3, ticketNumber: 42, firstName: 'Anna', lastName: 'Muster' };

describe('taskFromOrder', () => {
  it('takes title from ticket and customer, branch and Vienna-local due day from the appointment', () => {
    // 23:30 UTC on 28.03. is 00:30 on 29.03. in Vienna (the day summer time starts).
    const appointment = Date.parse('2026-03-28T23:30:00Z');
    expect(taskFromOrder({ ...order, appointment, dueAt: 0 }, 'Europe/Vienna')).toEqual({
      title: 'Bestellung #42 – Anna Muster',
      description: 'Termin: 29.03.2026 00:30',
      branchId: 3,
      dueDate: '2026-03-29',
      status: 'open',
      orderId: 7,
    });
  });
  it('uses the due time when the order has no appointment (end of October: UTC+1 again)', () => {
    const dueAt = Date.parse('2026-10-25T23:15:00Z');
    const task = taskFromOrder({ ...order, appointment: null, dueAt }, 'Europe/Vienna');
    expect(task.dueDate).toBe('2026-10-26');
    expect(task.description).toBe('Termin: 26.10.2026 00:15');
  });
});
