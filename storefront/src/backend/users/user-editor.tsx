import { backofficeUsersMessages as u, userCreateSchema, userRoles, userUpdateSchema } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { EditorPage, EditorSection, FieldGrid, SwitchList } from '../editor-page';
import type { ChoiceOption } from '../forms';
import { idRefs, MultiSelectField, SwitchField, TextField, useEditForm } from '../forms';
import formStyles from '../forms/forms.module.css';
import { usersListKey, useSendLoginLink } from './user-actions';
import { fullName, type StaffUser, toUserValues, type UserFormValues } from './user-form-values';
import styles from './users.module.css';

const roleOptions = userRoles.map((role) => ({ id: role, label: u.roles[role] }));

/**
 * Create or edit a staff account: names, username, e-mail, roles, branches, active; a new password (empty keeps
 * the current one); a login link by e-mail. The API refuses to leave no active admin and shows why.
 */
export function UserEditor({ id, branchOptions }: { id: number | null; branchOptions: ChoiceOption[] }) {
  const navigate = useNavigate();
  // A new account needs a password (POST schema); an edit may leave it empty (PUT schema). Same fields otherwise.
  const schema = (id === null ? userCreateSchema : userUpdateSchema) as typeof userUpdateSchema;
  const edit = useEditForm<typeof userUpdateSchema, StaffUser>({
    path: '/users',
    id,
    schema,
    toValues: toUserValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/users/${saved.id}`, { replace: true });
    },
  });
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(null);
  const sendLink = useSendLoginLink(setLinkError, u.loginLinkFailed);
  const heading = edit.isNew ? u.newUser : u.editUser(edit.entity ? fullName(edit.entity) : '');
  const entity = edit.entity;
  return (
    <EditorPage
      edit={edit}
      title={heading}
      loadFailedMessage={u.loadFailed}
      back={{ to: '/backend/users', label: u.backToList }}
      testId="user-form"
      remove={
        entity
          ? {
              label: u.deleteUser,
              question: u.deleteQuestion(fullName(entity)),
              hint: <p>{u.deleteHint}</p>,
              path: `/users/${entity.id}`,
              version: entity.version,
              failedMessage: u.deleteFailed,
              invalidates: [usersListKey],
              onDeleted: () => navigate('/backend/users', { replace: true }),
            }
          : undefined
      }
    >
      <EditorSection id="user-person" title={u.sections.person}>
        <FieldGrid>
          <TextField<UserFormValues> name="firstName" label={u.fields.firstName} isRequired autoComplete="off" />
          <TextField<UserFormValues> name="lastName" label={u.fields.lastName} isRequired autoComplete="off" />
          <TextField<UserFormValues> name="email" label={u.fields.email} type="email" autoComplete="off" />
        </FieldGrid>
      </EditorSection>
      <EditorSection id="user-access" title={u.sections.access}>
        <FieldGrid>
          <TextField<UserFormValues>
            name="username"
            label={u.fields.username}
            description={u.fields.usernameHint}
            isRequired
            autoComplete="off"
          />
          <MultiSelectField<UserFormValues> name="roles" label={u.fields.roles} options={roleOptions} isRequired />
          <MultiSelectField<UserFormValues>
            name="branches"
            label={u.fields.branches}
            description={u.fields.branchesHint}
            options={branchOptions}
            {...idRefs}
          />
        </FieldGrid>
        <SwitchList>
          <SwitchField<UserFormValues> name="isEnabled" label={u.fields.isEnabled} />
        </SwitchList>
      </EditorSection>
      <EditorSection id="user-password" title={u.sections.password}>
        <FieldGrid>
          <TextField<UserFormValues>
            name="password"
            type="password"
            label={edit.isNew ? u.fields.password : u.fields.newPassword}
            description={edit.isNew ? u.fields.passwordHint : `${u.fields.passwordHint} ${u.fields.newPasswordHint}`}
            isRequired={edit.isNew}
            autoComplete="new-password"
          />
        </FieldGrid>
        {entity && (
          <div className={styles.linkRow}>
            <Button
              className={formStyles.secondaryButton}
              isDisabled={sendLink.isPending}
              onPress={() => {
                setLinkNote(null);
                setLinkError(null);
                sendLink.mutate(entity, { onSuccess: () => setLinkNote(u.loginLinkSent(entity.email ?? '')) });
              }}
            >
              {u.sendLoginLink}
            </Button>
            <p aria-live="polite" className={linkError ? formStyles.error : styles.note} data-testid="login-link-note">
              {linkError ?? linkNote ?? ''}
            </p>
          </div>
        )}
      </EditorSection>
    </EditorPage>
  );
}
