import { backofficeTasksMessages } from '@bestell/domain';
import { AreaTabs } from '../editor-page';
import { projectsPath, tasksPath } from './task-values';

const t = backofficeTasksMessages.tasks;

/** Board, list and projects of /backend/aufgaben. */
export function TaskTabs() {
  return (
    <AreaTabs
      label={t.title}
      tabs={[
        { to: tasksPath, label: t.board, end: true },
        { to: `${tasksPath}/liste`, label: t.list },
        { to: projectsPath, label: t.projectsTab },
      ]}
    />
  );
}
