import { backofficeContentMessages as c, redirectInputSchema, redirectStatusCodes } from '@bestell/domain';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../../editor-page';
import { SelectField, SwitchField, TextField, useEditForm } from '../../forms';
import {
  type RedirectFormValues,
  redirectsListKey,
  redirectsPath,
  type StaffRedirect,
  toRedirectValues,
} from './redirect-values';

const r = c.redirects;
const statusOptions = redirectStatusCodes.map((code) => ({ id: code, label: r.statusCodes[code] ?? String(code) }));

/**
 * A redirect: old path, target, kind (301 …) and active. The API refuses a target that does not exist, a loop and a
 * path that is a page, each with its German message on the field.
 */
export function RedirectEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const edit = useEditForm<typeof redirectInputSchema, StaffRedirect>({
    path: redirectsPath,
    id,
    schema: redirectInputSchema,
    toValues: toRedirectValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/redirects/${saved.id}`, { replace: true });
    },
  });
  const entity = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={entity ? r.edit(entity.path) : r.newEntry}
      loadFailedMessage={c.redirects.loadFailed}
      back={{ to: '/backend/redirects', label: r.backToList }}
      testId="redirect-form"
      remove={
        entity
          ? {
              label: r.delete,
              question: r.deleteQuestion(entity.path),
              hint: <p>{r.deleteHint}</p>,
              path: `${redirectsPath}/${entity.id}`,
              version: entity.version,
              failedMessage: c.redirects.deleteFailed,
              invalidates: [redirectsListKey],
              onDeleted: () => navigate('/backend/redirects', { replace: true }),
            }
          : undefined
      }
      footer={
        entity?.isEnabled ? (
          <p>
            <a href={`/${entity.path}`} target="_blank" rel="noopener noreferrer">
              {r.try(entity.path)}
            </a>
          </p>
        ) : null
      }
    >
      <EditorSection id="redirect-main" title={r.sectionMain}>
        <FieldGrid>
          <TextField<RedirectFormValues> name="path" label={r.path} description={r.pathHint} isRequired />
          <TextField<RedirectFormValues> name="target" label={r.target} description={r.targetHint} isRequired />
          <SelectField<RedirectFormValues> name="statusCode" label={r.statusCode} options={statusOptions} />
        </FieldGrid>
        <SwitchList>
          <SwitchField<RedirectFormValues> name="isEnabled" label={r.isEnabled} />
        </SwitchList>
      </EditorSection>
    </EditorPage>
  );
}
