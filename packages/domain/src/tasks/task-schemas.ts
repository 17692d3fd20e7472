/** Bodies of the projects and tasks resources (issue 28.6): strict objects with German messages (spec §8). */
import { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';
import { isoDateField } from '../validation/date-time-url.js';
import { choiceField, requiredTextField, strictObjectError } from '../validation/fields.js';
import { flag, optionalIdField, optionalLongText, rowIdField } from '../validation/resources/common.js';

/** The board's columns in their order: Offen, In Arbeit, Erledigt. */
export const taskStatuses = ['open', 'in_progress', 'done'] as const;
export type TaskStatus = (typeof taskStatuses)[number];

/** At most this many checklist items per task (a bounded body). */
export const maxChecklistItems = 100;

export const projectInputSchema = z.strictObject(
  {
    name: requiredTextField(200),
    description: optionalLongText(),
  },
  strictObjectError,
);
export type ProjectInput = z.output<typeof projectInputSchema>;

export const checklistItemSchema = z.strictObject(
  {
    text: requiredTextField(500),
    done: flag(false),
  },
  strictObjectError,
);
export type ChecklistItemInput = z.output<typeof checklistItemSchema>;

/**
 * A task: always of one branch (employees write only their branches' tasks), optionally of a project, assigned to a
 * user, due on a Vienna-local date and linked to the order it was made from. Its position in the status column is
 * the server's (new tasks go to the end of their column; the board moves them with `POST /api/tasks/{id}/move`).
 */
export const taskInputSchema = z.strictObject(
  {
    projectId: optionalIdField(),
    branchId: rowIdField(),
    title: requiredTextField(200),
    description: optionalLongText(),
    assigneeId: optionalIdField(),
    dueDate: isoDateField()
      .nullish()
      .transform((value) => value ?? null),
    status: choiceField(taskStatuses).default('open'),
    orderId: optionalIdField(),
    checklist: z
      .array(checklistItemSchema, { error: m.invalidValue })
      .max(maxChecklistItems, { error: m.invalidValue })
      .default([]),
  },
  strictObjectError,
);
export type TaskInput = z.output<typeof taskInputSchema>;

/** A board move: into `status`, before the task `beforeTaskId` of that column (null: at the column's end). */
export const taskMoveSchema = z.strictObject(
  {
    status: choiceField(taskStatuses),
    beforeTaskId: optionalIdField(),
  },
  strictObjectError,
);
export type TaskMove = z.output<typeof taskMoveSchema>;

/** 'Aufgabe aus Bestellung': the order a new task is made from. */
export const taskFromOrderSchema = z.strictObject({ orderId: rowIdField() }, strictObjectError);
export type TaskFromOrder = z.output<typeof taskFromOrderSchema>;
