import { describe, expect, it } from 'vitest';
import type { StaffTask } from '../task-values';
import { columnId, columnsOf, moveAcross, statusOf } from './board-columns';

const task = (id: number, status: StaffTask['status'], position: number): StaffTask => ({
  id,
  version: 1,
  projectId: null,
  branchId: 1,
  title: `Aufgabe ${id}`,
  description: null,
  assigneeId: null,
  dueDate: null,
  status,
  position,
  orderId: null,
  orderTicketNumber: null,
  checklist: [],
});

describe('board columns', () => {
  const columns = columnsOf([task(3, 'open', 1), task(1, 'open', 0), task(2, 'done', 0), task(4, 'in_progress', 0)]);

  it('orders each status column by position', () => {
    expect(columns).toEqual({ open: [1, 3], in_progress: [4], done: [2] });
  });

  it('finds the column of a card or of a column id', () => {
    expect(statusOf(columns, 3)).toBe('open');
    expect(statusOf(columns, columnId('done'))).toBe('done');
    expect(statusOf(columns, 'column:later')).toBeNull();
    expect(statusOf(columns, 99)).toBeNull();
  });

  it('moves a dragged card into another column before the card it is over, or to the end over the column', () => {
    expect(moveAcross(columns, 1, 4)).toEqual({ open: [3], in_progress: [1, 4], done: [2] });
    expect(moveAcross(columns, 1, columnId('done'))).toEqual({ open: [3], in_progress: [4], done: [2, 1] });
    // Within its own column nothing changes here (the drop reorders).
    expect(moveAcross(columns, 1, 3)).toBe(columns);
  });
});
