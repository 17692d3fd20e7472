import { backofficeTasksMessages, taskInputSchema } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../editor-page';
import { DateField, SelectField, TextAreaField, TextField } from '../forms';
import { useBranchChoice } from '../shell/branch-choice';
import { ChecklistField } from './checklist-field';
import { TaskTabs } from './task-tabs';
import { type StaffTask, type TaskFormValues, tasksPath, toTaskValues } from './task-values';
import styles from './tasks.module.css';
import { statusOptions, useTaskChoices } from './use-task-choices';

const t = backofficeTasksMessages.tasks;

/** Create or edit a task: title, description, project, branch, assignee, due date, status, checklist, linked order. */
export function TaskEditor({ id }: { id: number | null }) {
  const { branch } = useBranchChoice();
  const { edit, deleteAction } = useRecordEditor<typeof taskInputSchema, StaffTask>({
    path: '/tasks',
    id,
    schema: taskInputSchema,
    toValues: (task) => toTaskValues(task, branch === 'all' ? null : branch),
    screenPath: tasksPath,
  });
  const task = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? t.newTask : t.editTask(task?.title ?? '')}
      loadFailedMessage={t.loadFailed}
      back={{ to: tasksPath, label: t.backToList }}
      testId="task-form"
      nav={<TaskTabs />}
      remove={deleteAction({
        label: t.deleteTask,
        question: (entity) => t.deleteQuestion(entity.title),
        failedMessage: t.deleteFailed,
      })}
    >
      <EditorSection id="task-main" title={t.section}>
        <TaskFields />
        {task?.orderId != null && (
          <p>
            {t.linkedOrder}:{' '}
            <Link className={styles.orderLink} to={`/backend/orders/${task.orderId}`} data-testid="task-order-link">
              {t.openOrder(task.orderTicketNumber ?? task.orderId)}
            </Link>
          </p>
        )}
        <ChecklistField />
      </EditorSection>
    </EditorPage>
  );
}

function TaskFields() {
  const choices = useTaskChoices();
  // The branches the staff member may file a task in (employees: their own; the API refuses any other).
  const { user, isAdmin } = useStaffUser();
  const own = new Set(user?.branches.map((branch) => branch.id) ?? []);
  const branchOptions = choices.branches.options.filter((option) => isAdmin || own.has(option.id));
  const branchId = useWatch<TaskFormValues, 'branchId'>({ name: 'branchId' }) ?? null;
  // A task made from an order stays in the order's branch (the API refuses another: its order would not match).
  const orderId = useWatch<TaskFormValues, 'orderId'>({ name: 'orderId' }) ?? null;
  return (
    <FieldGrid>
      <TextField<TaskFormValues> name="title" label={t.taskTitle} isRequired autoComplete="off" />
      <SelectField<TaskFormValues> name="status" label={t.status} options={statusOptions} isRequired />
      <SelectField<TaskFormValues>
        name="branchId"
        label={t.branch}
        options={branchOptions}
        isRequired
        isDisabled={orderId !== null}
        {...(orderId !== null ? { description: t.branchOfOrder } : {})}
      />
      <SelectField<TaskFormValues>
        name="assigneeId"
        label={t.assignee}
        options={choices.assigneeOptions(branchId)}
        allowEmpty
      />
      <SelectField<TaskFormValues> name="projectId" label={t.project} options={choices.projectOptions} allowEmpty />
      <DateField<TaskFormValues> name="dueDate" label={t.dueDate} />
      <TextAreaField<TaskFormValues> name="description" label={t.description} />
    </FieldGrid>
  );
}
