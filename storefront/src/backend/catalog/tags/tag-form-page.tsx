import { backofficeCatalogStructureMessages as m, messages, tagInputSchema } from '@bestell/domain';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { IntegerField, SaveBar, TextField, UnsavedChangesGuard, useEditForm } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from '../categories/catalog-pages.module.css';
import { ImageField } from '../categories/image-field';
import { type StaffTag, type TagFormValues, toTagValues } from './tag-values';

/** /backend/catalog/tags/new and /:id: name, image, position. */
export function TagFormPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const edit = useEditForm<typeof tagInputSchema, StaffTag>({
    path: '/tags',
    id,
    schema: tagInputSchema,
    toValues: toTagValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/catalog/tags/${saved.id}`, { replace: true });
    },
  });
  const { form } = edit;
  const name = useWatch({ control: form.control, name: 'name' });
  if (edit.loadFailed)
    return <p className={formStyles.error}>{messages.errors.backOfficeFailed({ resource: 'tags', action: 'load' })}</p>;
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  const heading = edit.isNew ? m.newTag : m.editTag(edit.entity?.name ?? String(name ?? ''));
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        <p>
          <Link to="/backend/catalog/tags">← {m.back}</Link>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        <form id={edit.formId} className={styles.form} onSubmit={edit.submit} noValidate>
          <div className={styles.grid}>
            <TextField<TagFormValues> name="name" label={m.name} isRequired />
            <IntegerField<TagFormValues> name="position" label={m.position} />
          </div>
          <ImageField<TagFormValues> name="image" label={m.image} />
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
