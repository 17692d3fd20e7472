import { type TaskStatus, taskStatuses } from '@bestell/domain';
import type { StaffTask } from '../task-values';

/** The board's columns: task ids per status in board order. */
export type BoardColumns = Record<TaskStatus, number[]>;

const columnPrefix = 'column:';

/** The droppable id of a column (an empty column still takes a dropped card). */
export const columnId = (status: TaskStatus) => `${columnPrefix}${status}`;

export function columnsOf(tasks: readonly StaffTask[]): BoardColumns {
  const sorted = [...tasks].sort((a, b) => a.position - b.position || a.id - b.id);
  const columns: BoardColumns = { open: [], in_progress: [], done: [] };
  for (const task of sorted) columns[task.status].push(task.id);
  return columns;
}

/** The column a drag id (a card's task id or a column's id) belongs to. */
export function statusOf(columns: BoardColumns, id: string | number): TaskStatus | null {
  if (typeof id === 'string' && id.startsWith(columnPrefix)) {
    const status = id.slice(columnPrefix.length);
    return (taskStatuses as readonly string[]).includes(status) ? (status as TaskStatus) : null;
  }
  return taskStatuses.find((status) => columns[status].includes(Number(id))) ?? null;
}

/**
 * The columns while a card is dragged over another column: the card leaves its column and goes before the card it
 * is over (or to the end when over the column itself).
 */
export function moveAcross(columns: BoardColumns, activeId: number, overId: string | number): BoardColumns {
  const from = statusOf(columns, activeId);
  const to = statusOf(columns, overId);
  if (from === null || to === null || from === to) return columns;
  const target = columns[to];
  const overIndex = typeof overId === 'number' ? target.indexOf(overId) : -1;
  const index = overIndex < 0 ? target.length : overIndex;
  return {
    ...columns,
    [from]: columns[from].filter((id) => id !== activeId),
    [to]: [...target.slice(0, index), activeId, ...target.slice(index)],
  };
}
