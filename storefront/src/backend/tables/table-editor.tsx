import { backofficePeopleMessages, tableInputSchema } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../editor-page';
import { type ChoiceOption, IntegerField, SelectField, SwitchField, TextField, useEditForm } from '../forms';
import { useBranchChoice } from '../shell/branch-choice';
import { type StaffTable, type TableFormValues, tablesListKey, toTableValues } from './table-values';

const t = backofficePeopleMessages.tables;

/** Create or edit a table of a branch: number (on the QR card), name, seats, active. */
export function TableEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { branch } = useBranchChoice();
  const edit = useEditForm<typeof tableInputSchema, StaffTable>({
    path: '/tables',
    id,
    schema: tableInputSchema,
    toValues: (table) => toTableValues(table, branch === 'all' ? null : branch),
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: tablesListKey });
      if (wasNew) navigate(`/backend/tables/${saved.id}`, { replace: true });
    },
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? t.newTable : t.editTable(edit.entity?.identifier ?? '')}
      loadFailedMessage={t.loadFailed}
      back={{ to: '/backend/tables', label: t.backToList }}
      testId="table-form"
      remove={
        edit.entity
          ? {
              label: t.deleteTable,
              question: t.deleteQuestion(edit.entity.identifier),
              path: `/tables/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: t.deleteFailed,
              invalidates: [tablesListKey],
              onDeleted: () => navigate('/backend/tables', { replace: true }),
            }
          : undefined
      }
    >
      <EditorSection id="table-main" title={t.sectionTable}>
        <FieldGrid>
          <SelectField<TableFormValues> name="branchId" label={t.branch} options={branchOptions} isRequired />
          <TextField<TableFormValues>
            name="identifier"
            label={t.identifier}
            description={t.identifierHint}
            isRequired
            autoComplete="off"
          />
          <TextField<TableFormValues> name="name" label={t.name} autoComplete="off" />
          <IntegerField<TableFormValues> name="seats" label={t.seats} />
        </FieldGrid>
        <SwitchList>
          <SwitchField<TableFormValues> name="isEnabled" label={t.isEnabled} />
        </SwitchList>
      </EditorSection>
    </EditorPage>
  );
}
