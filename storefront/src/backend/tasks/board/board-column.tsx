import { backofficeTasksMessages, type TaskStatus } from '@bestell/domain';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import boardStyles from '../../layout/board.module.css';
import type { StaffTask } from '../task-values';
import { columnId } from './board-columns';
import styles from './task-board.module.css';
import { TaskCard } from './task-card';

const t = backofficeTasksMessages.tasks;

/** One status column: its heading with the count and its cards in order. */
export function BoardColumn({
  status,
  tasks,
  assigneeNames,
}: {
  status: TaskStatus;
  tasks: StaffTask[];
  assigneeNames: Map<number, string>;
}) {
  const { setNodeRef } = useDroppable({ id: columnId(status) });
  const headingId = `task-column-${status}`;
  return (
    <section className={boardStyles.column} aria-labelledby={headingId} data-testid={`task-column-${status}`}>
      <h2 id={headingId} className={boardStyles.columnTitle}>
        {t.statuses[status]} <span className={boardStyles.count}>{tasks.length}</span>
      </h2>
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} className={styles.cards}>
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              assignee={task.assigneeId === null ? null : (assigneeNames.get(task.assigneeId) ?? null)}
            />
          ))}
        </ul>
      </SortableContext>
      {tasks.length === 0 && <p className={styles.empty}>{t.empty}</p>}
    </section>
  );
}
