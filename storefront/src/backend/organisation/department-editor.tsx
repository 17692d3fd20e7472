import { backofficeAuditMessages, departmentInputSchema } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, useRecordEditor } from '../editor-page';
import { type ChoiceOption, IntegerField, SelectField, TextAreaField, TextField } from '../forms';
import { type DepartmentFormValues, type StaffDepartment, toDepartmentValues } from './organisation-values';

const d = backofficeAuditMessages.organisation.departments;

/** Create or edit a department: name, branch (empty: the whole business), description, position. */
export function DepartmentEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const { edit, deleteAction } = useRecordEditor<typeof departmentInputSchema, StaffDepartment>({
    path: '/departments',
    id,
    schema: departmentInputSchema,
    toValues: toDepartmentValues,
    screenPath: '/backend/organisation/departments',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? d.newDepartment : d.editDepartment(edit.entity?.name ?? '')}
      loadFailedMessage={d.entryLoadFailed}
      back={{ to: '/backend/organisation/departments', label: d.backToList }}
      testId="department-form"
      remove={deleteAction({
        label: d.deleteLabel,
        question: (department) => d.deleteQuestion(department.name),
        failedMessage: d.deleteFailed,
      })}
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
