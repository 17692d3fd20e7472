import { backofficeCatalogStructureMessages as m, messages } from '@bestell/domain';
import type { ReactNode } from 'react';
import { type FieldValues, FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { type EditForm, SaveBar, UnsavedChangesGuard, type Versioned } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './catalog-pages.module.css';

type Resource = Parameters<typeof messages.errors.backOfficeFailed>[0]['resource'];

export interface CatalogFormPageProps<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned> {
  edit: EditForm<S, E>;
  /** Names the records in the message when loading fails. */
  resource: Resource;
  /** The list page the back link leads to. */
  backTo: string;
  heading: string;
  /** The fields of the form. */
  children: ReactNode;
}

/**
 * The frame of the editor pages of categories, tags and menus: the load error or busy state, then the back link, the
 * heading, the form with its fields, the save bar and the guard against leaving with unsaved changes.
 */
export function CatalogFormPage<S extends z.ZodType<FieldValues, FieldValues>, E extends Versioned>({
  edit,
  resource,
  backTo,
  heading,
  children,
}: CatalogFormPageProps<S, E>) {
  const { form } = edit;
  if (edit.loadFailed)
    return <p className={formStyles.error}>{messages.errors.backOfficeFailed({ resource, action: 'load' })}</p>;
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        <p>
          <Link to={backTo}>← {m.back}</Link>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        <form id={edit.formId} className={styles.form} onSubmit={edit.submit} noValidate>
          {children}
        </form>
        <SaveBar
          formId={edit.formId}
          isDirty={form.formState.isDirty}
          isSaving={edit.isSaving}
          onDiscard={edit.discard}
          messages={edit.formMessages}
          onReload={edit.conflict ? () => void edit.reload() : undefined}
          justSaved={edit.justSaved}
        />
        <UnsavedChangesGuard when={form.formState.isDirty && !edit.isSaving} />
      </div>
    </FormProvider>
  );
}
