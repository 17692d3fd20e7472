import { backofficeAuditMessages, departmentInputSchema } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid } from '../editor-page';
import { type ChoiceOption, IntegerField, SelectField, TextAreaField, TextField, useEditForm } from '../forms';
import {
  type DepartmentFormValues,
  departmentsListKey,
  type StaffDepartment,
  toDepartmentValues,
} from './organisation-values';

const d = backofficeAuditMessages.organisation.departments;

/** Create or edit a department: name, branch (empty: the whole business), description, position. */
export function DepartmentEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = useEditForm<typeof departmentInputSchema, StaffDepartment>({
    path: '/departments',
    id,
    schema: departmentInputSchema,
    toValues: toDepartmentValues,
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: departmentsListKey });
      if (wasNew) navigate(`/backend/organisation/departments/${saved.id}`, { replace: true });
    },
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? d.newDepartment : d.editDepartment(edit.entity?.name ?? '')}
      loadFailedMessage={d.entryLoadFailed}
      back={{ to: '/backend/organisation/departments', label: d.backToList }}
      testId="department-form"
      remove={
        edit.entity
          ? {
              label: d.deleteLabel,
              question: d.deleteQuestion(edit.entity.name),
              path: `/departments/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: d.deleteFailed,
              invalidates: [departmentsListKey],
              onDeleted: () => navigate('/backend/organisation/departments', { replace: true }),
            }
          : undefined
      }
    >
      <EditorSection id="department-main" title={d.section}>
        <FieldGrid>
          <TextField<DepartmentFormValues> name="name" label={d.fields.name} isRequired autoComplete="off" />
          <SelectField<DepartmentFormValues>
            name="branchId"
            label={d.fields.branch}
            description={d.fields.branchHint}
            options={branchOptions}
            allowEmpty
          />
          <IntegerField<DepartmentFormValues> name="position" label={d.fields.position} />
        </FieldGrid>
        <TextAreaField<DepartmentFormValues> name="description" label={d.fields.description} />
      </EditorSection>
    </EditorPage>
  );
}
