import { backofficeTasksMessages, formatGermanDate } from '@bestell/domain';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { type StaffTask, tasksPath } from '../task-values';
import styles from './task-board.module.css';

const t = backofficeTasksMessages.tasks;

/** One task on the board: dragged with the mouse or picked up with Space and moved with the arrow keys. */
export function TaskCard({ task, assignee }: { task: StaffTask; assignee: string | null }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  const done = task.checklist.filter((item) => item.done).length;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={isDragging ? `${styles.card} ${styles.dragging}` : styles.card}
      data-testid="task-card"
      data-task-id={task.id}
      {...listeners}
    >
      {/* The keyboard's handle (Space picks the card up); the mouse drags the whole card. */}
      <button
        type="button"
        ref={setActivatorNodeRef}
        className={styles.handle}
        {...attributes}
        aria-label={t.moveHandle(task.title)}
        data-testid="task-move-handle"
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <Link to={`${tasksPath}/${task.id}`} className={styles.cardTitle}>
        {task.title}
      </Link>
      <span className={styles.cardFacts}>
        {assignee && <span>{assignee}</span>}
        {task.dueDate && (
          <span>
            {t.dueDate} {formatGermanDate(task.dueDate)}
          </span>
        )}
        {task.checklist.length > 0 && <span>{t.checklistProgress(done, task.checklist.length)}</span>}
        {task.orderTicketNumber !== null && <span>#{task.orderTicketNumber}</span>}
      </span>
    </li>
  );
}
