import {
  blockInputSchema,
  type ContentEntryKind,
  backofficeContentMessages as c,
  entryTypesOf,
  fieldsOfEntryType,
} from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid } from '../../editor-page';
import { SelectField, TextField, useEditForm } from '../../forms';
import { CmsFields } from '../fields';
import {
  type ContentEntryFormValues,
  entryKind,
  type StaffContentEntry,
  toEntryBody,
  toEntryValues,
  typeLabel,
} from './content-entry-values';

/**
 * A block or a node: name, identifier, type and its content, drawn by the generic CMS field renderer from the
 * type's fields (a type this version does not know keeps its content untouched). Saved with If-Match; the API's
 * German field errors land on their fields (content.body …).
 */
export function ContentEntryEditor({ kind, id }: { kind: ContentEntryKind; id: number | null }) {
  const navigate = useNavigate();
  const k = entryKind(kind);
  const edit = useEditForm<typeof blockInputSchema, StaffContentEntry>({
    path: k.apiPath,
    id,
    schema: blockInputSchema,
    toValues: (entry) => toEntryValues(kind, entry),
    toBody: toEntryBody,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`${k.screenPath}/${saved.id}`, { replace: true });
    },
  });
  const type = useWatch({ control: edit.form.control, name: 'type' }) ?? 'default';
  const fields = fieldsOfEntryType(kind, type);
  const typeOptions = [...new Set([...entryTypesOf(kind), type])].map((value) => ({
    id: value,
    label: typeLabel(value),
  }));
  const entity = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={entity ? k.texts.edit(entity.name) : k.texts.newEntry}
      loadFailedMessage={k.texts.loadFailed}
      back={{ to: k.screenPath, label: k.texts.backToList }}
      testId={`${kind}-form`}
      remove={
        entity
          ? {
              label: k.texts.delete,
              question: k.texts.deleteQuestion(entity.name),
              hint: <p>{k.texts.deleteHint}</p>,
              path: `${k.apiPath}/${entity.id}`,
              version: entity.version,
              failedMessage: k.texts.deleteFailed,
              invalidates: [k.listKey],
              onDeleted: () => navigate(k.screenPath, { replace: true }),
            }
          : undefined
      }
    >
      <EditorSection id={`${kind}-main`} title={c.entry.sectionMain}>
        <FieldGrid>
          <TextField<ContentEntryFormValues> name="name" label={c.entry.name} isRequired />
          <TextField<ContentEntryFormValues>
            name="identifier"
            label={c.entry.identifier}
            description={c.entry.identifierHint}
          />
          <SelectField<ContentEntryFormValues> name="type" label={c.entry.type} options={typeOptions} isRequired />
        </FieldGrid>
      </EditorSection>
      <EditorSection id={`${kind}-content`} title={c.entry.sectionContent}>
        {fields ? <CmsFields fields={fields} name="content" /> : <p>{typeLabel(type)}</p>}
      </EditorSection>
    </EditorPage>
  );
}
