import { backofficeTasksMessages } from '@bestell/domain';
import { lazy, type ReactNode, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { BackendNotFoundPage } from '../shell/not-found-page';
import { ProjectEditor } from './project-editor';
import { ProjectList } from './project-list';
import { TaskEditor } from './task-editor';
import { TaskList } from './task-list';

// The board brings dnd-kit: its own chunk, loaded only when the board is shown.
const TaskBoard = lazy(() => import('./board/task-board').then((m) => ({ default: m.TaskBoard })));

/**
 * /backend/aufgaben (issue 28.6): the board by status, the list with filters, the task editor, and the projects
 * (employees see the tasks of their branches, as the API allows; projects are written by admins only).
 */
export function TasksArea() {
  const { user } = useStaffUser();
  if (!user) return null;
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={null}>
            <TaskBoard />
          </Suspense>
        }
      />
      <Route path="liste" element={<TaskList />} />
      <Route path="new" element={<TaskEditor key="new" id={null} />} />
      <Route path=":id" element={<IdRoute render={(id) => <TaskEditor key={id} id={id} />} />} />
      <Route path="projekte" element={<ProjectList />} />
      <Route path="projekte/new" element={<AdminOnly>{<ProjectEditor key="new" id={null} />}</AdminOnly>} />
      <Route
        path="projekte/:id"
        element={<AdminOnly>{<IdRoute render={(id) => <ProjectEditor key={id} id={id} />} />}</AdminOnly>}
      />
      <Route path="*" element={<BackendNotFoundPage />} />
    </Routes>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const { isAdmin } = useStaffUser();
  return isAdmin ? children : <p className={formStyles.error}>{backofficeTasksMessages.projects.adminOnly}</p>;
}

function IdRoute({ render }: { render: (id: number) => ReactNode }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? render(number) : <BackendNotFoundPage />;
}
