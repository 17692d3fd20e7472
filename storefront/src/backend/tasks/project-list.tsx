import { useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { ListPage, useRowDelete } from '../editor-page';
import { DataTable, type TableColumn } from '../table';
import { TaskTabs } from './task-tabs';
import {
  projectsListKey,
  projectsPath,
  type StaffProject,
  type StaffTask,
  tasksListKey,
  tasksListPath,
} from './task-values';

const p = backofficeTasksMessages.projects;

/** The projects with their task counts (admins create, edit and delete them; employees read). */
export function ProjectList() {
  const api = useStaffApi();
  const { isAdmin } = useStaffUser();
  const projects = useQuery({
    queryKey: projectsListKey,
    queryFn: ({ signal }) => api.list<StaffProject>('/projects?sort=name&limit=1000', signal),
  });
  const tasks = useQuery({
    queryKey: tasksListKey,
    queryFn: ({ signal }) => api.list<StaffTask>(tasksListPath, signal),
  });
  const counts = new Map<number, number>();
  for (const task of tasks.data?.rows ?? []) {
    if (task.projectId !== null) counts.set(task.projectId, (counts.get(task.projectId) ?? 0) + 1);
  }
  const remove = useRowDelete<StaffProject>({
    pathOf: (row) => `/projects/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => p.deleteQuestion(row.name),
    label: p.deleteProject,
    failedMessage: p.deleteFailed,
    invalidates: [projectsListKey, tasksListKey],
  });
  const columns: TableColumn<StaffProject>[] = [
    {
      id: 'name',
      header: p.name,
      rowHeader: true,
      cell: (row) => (isAdmin ? <Link to={`${projectsPath}/${row.id}`}>{row.name}</Link> : row.name),
      sortValue: (row) => row.name,
      searchValue: (row) => `${row.name} ${row.description ?? ''}`,
    },
    { id: 'description', header: p.description, cell: (row) => row.description ?? '' },
    { id: 'tasks', header: p.tasks, align: 'end', cell: (row) => counts.get(row.id) ?? 0 },
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: p.deleteProject,
            headerHidden: true,
            align: 'end' as const,
            cell: (row: StaffProject) => remove.button(row, row.name),
          },
        ]
      : []),
  ];
  return (
    <>
      <TaskTabs />
      <ListPage
        title={p.title}
        newLink={isAdmin ? { to: `${projectsPath}/new`, label: p.newProject } : undefined}
        intro={isAdmin ? undefined : p.adminOnly}
        loadFailed={projects.isError}
        loadFailedMessage={p.loadFailed}
        failure={remove.failure}
        after={remove.dialog}
      >
        <DataTable<StaffProject>
          caption={p.title}
          captionHidden
          columns={columns}
          rows={projects.data?.rows ?? []}
          getRowId={(row) => String(row.id)}
          isLoading={projects.isPending}
          search={{ label: p.search }}
        />
      </ListPage>
    </>
  );
}
