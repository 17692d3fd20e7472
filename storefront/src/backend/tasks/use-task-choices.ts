import { useStaffApi } from '@bestell/api-client';
import { backofficeTasksMessages, taskStatuses } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useBranchOptions } from '../devices/use-branch-options';
import { projectsListKey, type StaffProject, type TaskAssignee } from './task-values';

const t = backofficeTasksMessages.tasks;

export const statusOptions = taskStatuses.map((status) => ({ id: status, label: t.statuses[status] }));

/** What a task's fields choose from: branches, projects and the people a task can be assigned to (with names). */
export function useTaskChoices() {
  const api = useStaffApi();
  const branches = useBranchOptions();
  const projects = useQuery({
    queryKey: projectsListKey,
    queryFn: ({ signal }) => api.list<StaffProject>('/projects?sort=name&limit=1000', signal),
  });
  const assignees = useQuery({
    queryKey: ['staff', '/tasks/assignees'],
    queryFn: ({ signal }) => api.get<TaskAssignee[]>('/tasks/assignees', signal),
  });
  const projectRows = projects.data?.rows ?? [];
  const people = assignees.data ?? [];
  return {
    branches,
    projectNames: new Map(projectRows.map((project) => [project.id, project.name])),
    projectOptions: projectRows.map((project) => ({ id: project.id, label: project.name })),
    assigneeNames: new Map(people.map((person) => [person.id, person.name])),
    /** People who may take a task of the branch (admins and those who work there). */
    assigneeOptions: (branchId: number | null) =>
      people
        .filter((person) => person.isAdmin || (branchId !== null && person.branchIds.includes(branchId)))
        .map((person) => ({ id: person.id, label: person.name })),
  };
}
