import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { SaveBar, UnsavedChangesGuard } from '../forms';
import formStyles from '../forms/forms.module.css';
import { DeleteAction, type DeleteActionProps } from './delete-action';
import styles from './editor-page.module.css';
import { type SectionLink, SectionNav } from './editor-section';
import type { EditorState } from './editor-state';

export interface EditorPageProps<V extends FieldValues, O> {
  /** From `useEditForm` (a record) or `useDocumentForm` (a single document such as the config). */
  edit: EditorState<V, O>;
  /** The page's h1 ('Neues Gerät', 'Gerät „Kasse“'). */
  title: string;
  /** The §8 text when the record cannot be loaded ('Benutzer konnte nicht geladen werden.'). */
  loadFailedMessage: string;
  /** The link back to the list ('← Zur Liste'). */
  back?: { to: string; label: string };
  /** data-testid of the <form> (the e2e tests find the form by it). */
  testId?: string;
  /** A navigation under the title (the tabs of an area such as the config). */
  nav?: ReactNode;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** Jump links to the sections (a long form); `navLabel` names the navigation. */
  sections?: readonly SectionLink[];
  navLabel?: string;
  /** Delete with a confirm dialog (only for a stored record). */
  remove?: DeleteActionProps;
  /** The form's sections (fields bound through the react-hook-form context). */
  children: ReactNode;
  /** Parts outside the form, above the save bar (API keys, pairing: they save on their own). */
  after?: ReactNode;
  /** Parts below the save bar. */
  footer?: ReactNode;
}

/**
 * The back-office editor page of spec §1: the load state ('… konnte nicht geladen werden.'), title and back link, the
 * form, the sticky save bar with the refused-save messages and, after a 409 conflict, 'Neu laden'; German field
 * errors from the API on their fields (`useEditForm` puts them there); delete behind a confirm dialog; and the
 * question before unsaved changes are left.
 */
export function EditorPage<V extends FieldValues, O>(props: EditorPageProps<V, O>) {
  const { edit } = props;
  const { form } = edit;
  if (edit.loadFailed)
    return (
      <div className={styles.page}>
        {props.back && <BackLink {...props.back} />}
        {props.nav}
        <p role="alert" className={formStyles.error}>
          {props.loadFailedMessage}
        </p>
      </div>
    );
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        {props.back && <BackLink {...props.back} />}
        <div className={styles.header}>
          <h1 className={styles.title}>{props.title}</h1>
          {props.remove && <DeleteAction {...props.remove} />}
        </div>
        {props.nav}
        {props.intro && <p className={styles.intro}>{props.intro}</p>}
        {props.sections && props.sections.length > 0 && (
          <SectionNav label={props.navLabel ?? props.title} sections={props.sections} />
        )}
        <form id={edit.formId} onSubmit={edit.submit} noValidate className={styles.form} data-testid={props.testId}>
          {props.children}
        </form>
        {props.after}
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
        {props.footer}
        <UnsavedChangesGuard when={form.formState.isDirty && !edit.isSaving} />
      </div>
    </FormProvider>
  );
}

function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <p className={styles.back}>
      <Link to={to}>← {label}</Link>
    </p>
  );
}
