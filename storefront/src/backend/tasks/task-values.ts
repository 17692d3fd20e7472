import type { ProjectInput, TaskInput, TaskStatus } from '@bestell/domain';

/** A task as the staff API answers it (generic CRUD with its version). */
export interface StaffTask {
  id: number;
  version: number;
  projectId: number | null;
  branchId: number;
  title: string;
  description: string | null;
  assigneeId: number | null;
  dueDate: string | null;
  status: TaskStatus;
  position: number;
  orderId: number | null;
  orderTicketNumber: number | null;
  checklist: { text: string; done: boolean }[];
}

export interface StaffProject {
  id: number;
  version: number;
  name: string;
  description: string | null;
}

export interface TaskAssignee {
  id: number;
  name: string;
  isAdmin: boolean;
  branchIds: number[];
}

export const tasksPath = '/backend/aufgaben';
export const projectsPath = '/backend/aufgaben/projekte';
export const tasksListKey = ['staff', '/tasks', 'list'] as const;
export const projectsListKey = ['staff', '/projects', 'list'] as const;
/** Every task the staff member sees, in board order (the API bounds a list at 1000 rows). */
export const tasksListPath = '/tasks?sort=position&limit=1000';

export type TaskFormValues = TaskInput;
export type ProjectFormValues = ProjectInput;

/** The form's values of a task, or of a new task in the branch the back-office's picker shows. */
export function toTaskValues(task: StaffTask | null, branchId: number | null): TaskFormValues {
  if (!task) {
    return {
      projectId: null,
      // No branch chosen yet: the select shows its placeholder and the schema's German 'blank' error on save.
      branchId: branchId ?? (null as unknown as number),
      title: '',
      description: null,
      assigneeId: null,
      dueDate: null,
      status: 'open',
      orderId: null,
      checklist: [],
    };
  }
  return {
    projectId: task.projectId,
    branchId: task.branchId,
    title: task.title,
    description: task.description,
    assigneeId: task.assigneeId,
    dueDate: task.dueDate,
    status: task.status,
    orderId: task.orderId,
    checklist: task.checklist.map((item) => ({ text: item.text, done: item.done })),
  };
}

export function toProjectValues(project: StaffProject | null): ProjectFormValues {
  return { name: project?.name ?? '', description: project?.description ?? null };
}
