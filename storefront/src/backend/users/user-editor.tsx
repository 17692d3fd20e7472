import { backofficeUsersMessages as u, userCreateSchema, userRoles, userUpdateSchema } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { ChoiceOption } from '../forms';
import { idRefs, MultiSelectField, SaveBar, SwitchField, TextField, UnsavedChangesGuard, useEditForm } from '../forms';
import formStyles from '../forms/forms.module.css';
import { useSendLoginLink } from './user-actions';
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
  const { form } = edit;
  if (edit.loadFailed) return <p className={formStyles.error}>{u.loadFailed}</p>;
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  const heading = edit.isNew ? u.newUser : u.editUser(edit.entity ? fullName(edit.entity) : '');
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        <p>
          <Link to="/backend/users">← {u.backToList}</Link>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        <form id={edit.formId} onSubmit={edit.submit} noValidate className={styles.form} data-testid="user-form">
          <section className={styles.section} aria-labelledby="user-person">
            <h2 id="user-person" className={styles.sectionTitle}>
              {u.sections.person}
            </h2>
            <div className={styles.grid}>
              <TextField<UserFormValues> name="firstName" label={u.fields.firstName} isRequired autoComplete="off" />
              <TextField<UserFormValues> name="lastName" label={u.fields.lastName} isRequired autoComplete="off" />
              <TextField<UserFormValues> name="email" label={u.fields.email} type="email" autoComplete="off" />
            </div>
          </section>
          <section className={styles.section} aria-labelledby="user-access">
            <h2 id="user-access" className={styles.sectionTitle}>
              {u.sections.access}
            </h2>
            <div className={styles.grid}>
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
            </div>
            <div className={styles.switches}>
              <SwitchField<UserFormValues> name="isEnabled" label={u.fields.isEnabled} />
            </div>
          </section>
          <section className={styles.section} aria-labelledby="user-password">
            <h2 id="user-password" className={styles.sectionTitle}>
              {u.sections.password}
            </h2>
            <div className={styles.grid}>
              <TextField<UserFormValues>
                name="password"
                type="password"
                label={edit.isNew ? u.fields.password : u.fields.newPassword}
                description={
                  edit.isNew ? u.fields.passwordHint : `${u.fields.passwordHint} ${u.fields.newPasswordHint}`
                }
                isRequired={edit.isNew}
                autoComplete="new-password"
              />
            </div>
            {edit.entity && (
              <div className={styles.linkRow}>
                <Button
                  className={formStyles.secondaryButton}
                  isDisabled={sendLink.isPending}
                  onPress={() => {
                    const user = edit.entity;
                    if (!user) return;
                    setLinkNote(null);
                    setLinkError(null);
                    sendLink.mutate(user, { onSuccess: () => setLinkNote(u.loginLinkSent(user.email ?? '')) });
                  }}
                >
                  {u.sendLoginLink}
                </Button>
                <p
                  aria-live="polite"
                  className={linkError ? formStyles.error : styles.note}
                  data-testid="login-link-note"
                >
                  {linkError ?? linkNote ?? ''}
                </p>
              </div>
            )}
          </section>
        </form>
        <SaveBar
          formId={edit.formId}
          isDirty={form.formState.isDirty}
          isSaving={edit.isSaving}
          onDiscard={edit.discard}
          messages={edit.formMessages}
          hasFieldErrors={Object.keys(form.formState.errors).length > 0}
          onReload={edit.conflict ? () => void edit.reload() : undefined}
          justSaved={edit.justSaved}
        />
        <UnsavedChangesGuard when={form.formState.isDirty && !edit.isSaving} />
      </div>
    </FormProvider>
  );
}
