import { backofficePeopleMessages, tableInputSchema } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, SwitchList, useRecordEditor } from '../editor-page';
import { type ChoiceOption, IntegerField, SelectField, SwitchField, TextField } from '../forms';
import { useBranchChoice } from '../shell/branch-choice';
import { type StaffTable, type TableFormValues, toTableValues } from './table-values';

const t = backofficePeopleMessages.tables;

/** Create or edit a table of a branch: number (on the QR card), name, seats, active. */
export function TableEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const { branch } = useBranchChoice();
  const { edit, deleteAction } = useRecordEditor<typeof tableInputSchema, StaffTable>({
    path: '/tables',
    id,
    schema: tableInputSchema,
    toValues: (table) => toTableValues(table, branch === 'all' ? null : branch),
    screenPath: '/backend/tables',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? t.newTable : t.editTable(edit.entity?.identifier ?? '')}
      loadFailedMessage={t.loadFailed}
      back={{ to: '/backend/tables', label: t.backToList }}
      testId="table-form"
      remove={deleteAction({
        label: t.deleteTable,
        question: (table) => t.deleteQuestion(table.identifier),
        failedMessage: t.deleteFailed,
      })}
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
