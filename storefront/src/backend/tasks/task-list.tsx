import { useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages, formatGermanDate } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { FilterSelect } from '../catalog/products/filter-select';
import { ListPage, useRowDelete } from '../editor-page';
import { useBranchChoice } from '../shell/branch-choice';
import { DataTable, type TableColumn } from '../table';
import { TaskTabs } from './task-tabs';
import { type StaffTask, tasksListKey, tasksListPath, tasksPath } from './task-values';
import { statusOptions, useTaskChoices } from './use-task-choices';

const t = backofficeTasksMessages.tasks;
const all = { id: '', label: t.allStatuses };

/** The tasks as a table with filters by status, project, assignee and branch (the branch picker of the shell). */
export function TaskList() {
  const api = useStaffApi();
  const tasks = useQuery({
    queryKey: tasksListKey,
    queryFn: ({ signal }) => api.list<StaffTask>(tasksListPath, signal),
  });
  const choices = useTaskChoices();
  const { branch } = useBranchChoice();
  const [status, setStatus] = useState('');
  const [project, setProject] = useState('');
  const [assignee, setAssignee] = useState('');
  const remove = useRowDelete<StaffTask>({
    pathOf: (row) => `/tasks/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => t.deleteQuestion(row.title),
    label: t.deleteTask,
    failedMessage: t.deleteFailed,
    invalidates: [tasksListKey],
  });
  const columns: TableColumn<StaffTask>[] = [
    {
      id: 'title',
      header: t.taskTitle,
      rowHeader: true,
      cell: (row) => <Link to={`${tasksPath}/${row.id}`}>{row.title}</Link>,
      sortValue: (row) => row.title,
      searchValue: (row) => `${row.title} ${row.description ?? ''}`,
    },
    {
      id: 'status',
      header: t.status,
      cell: (row) => t.statuses[row.status],
      sortValue: (row) => statusOptions.findIndex((option) => option.id === row.status),
      filterValue: (row) => row.status,
    },
    {
      id: 'project',
      header: t.project,
      cell: (row) => (row.projectId === null ? '' : (choices.projectNames.get(row.projectId) ?? '')),
      sortValue: (row) => (row.projectId === null ? '' : (choices.projectNames.get(row.projectId) ?? '')),
      filterValue: (row) => String(row.projectId ?? ''),
    },
    {
      id: 'assignee',
      header: t.assignee,
      cell: (row) => (row.assigneeId === null ? '' : (choices.assigneeNames.get(row.assigneeId) ?? '')),
      sortValue: (row) => (row.assigneeId === null ? '' : (choices.assigneeNames.get(row.assigneeId) ?? '')),
      filterValue: (row) => String(row.assigneeId ?? ''),
    },
    {
      id: 'branch',
      header: t.branch,
      cell: (row) => choices.branches.names.get(row.branchId) ?? `#${row.branchId}`,
      sortValue: (row) => choices.branches.names.get(row.branchId) ?? '',
      filterValue: (row) => String(row.branchId),
    },
    {
      id: 'dueDate',
      header: t.dueDate,
      cell: (row) => (row.dueDate ? formatGermanDate(row.dueDate) : ''),
      sortValue: (row) => row.dueDate ?? '9999-12-31',
    },
    {
      id: 'checklist',
      header: t.checklist,
      cell: (row) =>
        row.checklist.length === 0
          ? ''
          : t.checklistProgress(row.checklist.filter((item) => item.done).length, row.checklist.length),
    },
    {
      id: 'actions',
      header: t.deleteTask,
      headerHidden: true,
      align: 'end',
      cell: (row) => remove.button(row, row.title),
    },
  ];
  return (
    <>
      <TaskTabs />
      <ListPage
        title={t.title}
        newLink={{ to: `${tasksPath}/new`, label: t.newTask }}
        loadFailed={tasks.isError}
        loadFailedMessage={t.loadFailed}
        failure={remove.failure}
        after={remove.dialog}
      >
        <DataTable<StaffTask>
          caption={t.title}
          captionHidden
          columns={columns}
          rows={tasks.data?.rows ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={tasks.isPending}
          search={{ label: t.search }}
          filters={{
            branch: branch === 'all' ? undefined : String(branch),
            status,
            project,
            assignee,
          }}
          toolbar={
            <>
              <FilterSelect label={t.status} value={status} options={[all, ...statusOptions]} onChange={setStatus} />
              <FilterSelect
                label={t.project}
                value={project}
                options={[
                  { id: '', label: t.allProjects },
                  ...choices.projectOptions.map((o) => ({ id: String(o.id), label: o.label })),
                ]}
                onChange={setProject}
              />
              <FilterSelect
                label={t.assignee}
                value={assignee}
                options={[
                  { id: '', label: t.allAssignees },
                  ...choices.assigneeOptions(null).map((o) => ({ id: String(o.id), label: o.label })),
                ]}
                onChange={setAssignee}
              />
            </>
          }
        />
      </ListPage>
    </>
  );
}
