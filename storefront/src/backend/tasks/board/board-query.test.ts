import { describe, expect, it } from 'vitest';
import type { StaffTask } from '../task-values';
import { boardTaskPaths, boardTasksOf, doneOnBoard } from './board-query';

const task = (id: number, status: StaffTask['status']) => ({ id, status, position: id }) as StaffTask;

describe('board query', () => {
  it('loads Offen and In Arbeit whole, Erledigt only its last changed cards, of the chosen branch', () => {
    expect(boardTaskPaths('all')).toEqual([
      '/tasks?status=open&sort=position&limit=1000',
      '/tasks?status=in_progress&sort=position&limit=1000',
      `/tasks?status=done&sort=-updatedAt,-id&limit=${doneOnBoard}`,
    ]);
    for (const path of boardTaskPaths(3)) expect(path.endsWith('&branchId=3')).toBe(true);
  });

  it('joins the three pages and keeps how many done tasks there are in all', () => {
    const board = boardTasksOf([
      { rows: [task(1, 'open')], total: 1 },
      { rows: [task(2, 'in_progress')], total: 1 },
      { rows: [task(9, 'done'), task(8, 'done')], total: 120 },
    ]);
    expect(board.tasks.map((t) => t.id)).toEqual([1, 2, 9, 8]);
    expect(board.doneTotal).toBe(120);
  });
});
