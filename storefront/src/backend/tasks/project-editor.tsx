import { backofficeTasksMessages, projectInputSchema } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../editor-page';
import { TextAreaField, TextField } from '../forms';
import { TaskTabs } from './task-tabs';
import { type ProjectFormValues, projectsPath, type StaffProject, toProjectValues } from './task-values';

const p = backofficeTasksMessages.projects;

/** Create or edit a project (admins only: the API refuses employees with 403). */
export function ProjectEditor({ id }: { id: number | null }) {
  const { edit, deleteAction } = useRecordEditor<typeof projectInputSchema, StaffProject>({
    path: '/projects',
    id,
    schema: projectInputSchema,
    toValues: toProjectValues,
    screenPath: projectsPath,
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? p.newProject : p.editProject(edit.entity?.name ?? '')}
      loadFailedMessage={p.loadFailed}
      back={{ to: projectsPath, label: p.backToList }}
      testId="project-form"
      nav={<TaskTabs />}
      remove={deleteAction({
        label: p.deleteProject,
        question: (project) => p.deleteQuestion(project.name),
        failedMessage: p.deleteFailed,
      })}
    >
      <EditorSection id="project-main" title={p.section}>
        <FieldGrid>
          <TextField<ProjectFormValues> name="name" label={p.name} isRequired autoComplete="off" />
          <TextAreaField<ProjectFormValues> name="description" label={p.description} />
        </FieldGrid>
      </EditorSection>
    </EditorPage>
  );
}
