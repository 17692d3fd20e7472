import { backofficeAuditMessages, divisionInputSchema } from '@bestell/domain';
import { EditorPage, EditorSection, FieldGrid, SwitchList, useRecordEditor } from '../editor-page';
import { IntegerField, SwitchField, TextAreaField, TextField } from '../forms';
import { type DivisionFormValues, type StaffDivision, toDivisionValues } from './organisation-values';

const d = backofficeAuditMessages.organisation.divisions;

/** Create or edit a division ('Organisation'): name, identifier, title, description, public, position. */
export function DivisionEditor({ id }: { id: number | null }) {
  const { edit, deleteAction } = useRecordEditor<typeof divisionInputSchema, StaffDivision>({
    path: '/divisions',
    id,
    schema: divisionInputSchema,
    toValues: toDivisionValues,
    screenPath: '/backend/organisation/divisions',
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? d.newDivision : d.editDivision(edit.entity?.name ?? '')}
      loadFailedMessage={d.entryLoadFailed}
      back={{ to: '/backend/organisation/divisions', label: d.backToList }}
      testId="division-form"
      remove={deleteAction({
        label: d.deleteLabel,
        question: (division) => d.deleteQuestion(division.name),
        failedMessage: d.deleteFailed,
      })}
    >
      <EditorSection id="division-main" title={d.section}>
        <FieldGrid>
          <TextField<DivisionFormValues> name="name" label={d.fields.name} isRequired autoComplete="off" />
          <TextField<DivisionFormValues>
            name="identifier"
            label={d.fields.identifier}
            description={d.fields.identifierHint}
            isRequired
            autoComplete="off"
          />
          <TextField<DivisionFormValues>
            name="title"
            label={d.fields.title}
            description={d.fields.titleHint}
            autoComplete="off"
          />
          <IntegerField<DivisionFormValues> name="position" label={d.fields.position} />
        </FieldGrid>
        <TextAreaField<DivisionFormValues> name="description" label={d.fields.description} />
        <SwitchList>
          <SwitchField<DivisionFormValues> name="isPublic" label={d.fields.isPublic} />
        </SwitchList>
      </EditorSection>
    </EditorPage>
  );
}
