import { backofficeAuditMessages, divisionInputSchema } from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../editor-page';
import { IntegerField, SwitchField, TextAreaField, TextField, useEditForm } from '../forms';
import { type DivisionFormValues, divisionsListKey, type StaffDivision, toDivisionValues } from './organisation-values';

const d = backofficeAuditMessages.organisation.divisions;

/** Create or edit a division ('Organisation'): name, identifier, title, description, public, position. */
export function DivisionEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const edit = useEditForm<typeof divisionInputSchema, StaffDivision>({
    path: '/divisions',
    id,
    schema: divisionInputSchema,
    toValues: toDivisionValues,
    onSaved: (saved, wasNew) => {
      void queryClient.invalidateQueries({ queryKey: divisionsListKey });
      if (wasNew) navigate(`/backend/organisation/divisions/${saved.id}`, { replace: true });
    },
  });
  return (
    <EditorPage
      edit={edit}
      title={edit.isNew ? d.newDivision : d.editDivision(edit.entity?.name ?? '')}
      loadFailedMessage={d.entryLoadFailed}
      back={{ to: '/backend/organisation/divisions', label: d.backToList }}
      testId="division-form"
      remove={
        edit.entity
          ? {
              label: d.deleteLabel,
              question: d.deleteQuestion(edit.entity.name),
              path: `/divisions/${edit.entity.id}`,
              version: edit.entity.version,
              failedMessage: d.deleteFailed,
              invalidates: [divisionsListKey],
              onDeleted: () => navigate('/backend/organisation/divisions', { replace: true }),
            }
          : undefined
      }
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
