import { type StaffOrder, useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type StaffTask, tasksPath } from '../../tasks/task-values';
import styles from './detail.module.css';

const t = backofficeTasksMessages.tasks;

/** The order's tasks query (the task board's key prefix, so a new task from the order refreshes it). */
export const orderTasksKey = (orderId: number) => ['staff', '/tasks', 'order', orderId] as const;

/**
 * The tasks already made from this order ('Aufgabe aus Bestellung', issue 28.6), each linking to its editor with
 * its status; nothing is shown while there are none. The API answers only the tasks the staff member may see.
 */
export function OrderTasks({ order }: { order: StaffOrder }) {
  const api = useStaffApi();
  const tasks = useQuery({
    queryKey: orderTasksKey(order.id),
    queryFn: ({ signal }) => api.list<StaffTask>(`/tasks?orderId=${order.id}&sort=createdAt&limit=100`, signal),
  });
  if (tasks.isError) return <p className={styles.muted}>{t.loadFailed}</p>;
  const rows = tasks.data?.rows ?? [];
  if (rows.length === 0) return null;
  return (
    <div data-testid="order-tasks">
      <h3 className={styles.muted}>{t.orderTasks}</h3>
      <ul className={styles.plainList}>
        {rows.map((task) => (
          <li key={task.id}>
            <Link to={`${tasksPath}/${task.id}`}>{task.title}</Link>
            <span>{t.statuses[task.status]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
