import type { EpochMs } from '../hours/time-types.js';
import { localDateOf } from '../hours/zoned-time.js';
import { backofficeTasksMessages } from '../messages/backoffice-tasks.js';
import { formatDateTime } from '../text/date-format.js';
import type { TaskStatus } from './task-schemas.js';

const t = backofficeTasksMessages.tasks;

export interface OrderForTask {
  id: number;
  branchId: number;
  ticketNumber: number;
  firstName: string;
  lastName: string;
  /** The customer's chosen time (null: as soon as possible, then `dueAt`). */
  appointment: EpochMs | null;
  dueAt: EpochMs;
}

export interface TaskFromOrderValues {
  title: string;
  description: string;
  branchId: number;
  dueDate: string;
  status: TaskStatus;
  orderId: number;
}

/**
 * 'Aufgabe aus Bestellung': title from the ticket and the customer, branch of the order, due on the Vienna-local day
 * of the order's appointment (or its due time), the appointment in the description.
 */
export function taskFromOrder(order: OrderForTask, timeZone: string): TaskFromOrderValues {
  const at = order.appointment ?? order.dueAt;
  const customer = `${order.firstName} ${order.lastName}`.trim();
  return {
    title: t.titleFromOrder(order.ticketNumber, customer).slice(0, 200),
    description: t.descriptionFromOrder(formatDateTime(at, timeZone)),
    branchId: order.branchId,
    dueDate: localDateOf(at, timeZone),
    status: 'open',
    orderId: order.id,
  };
}
