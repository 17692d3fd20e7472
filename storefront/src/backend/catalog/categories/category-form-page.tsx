import { categoryInputSchema, backofficeCatalogStructureMessages as m, messages } from '@bestell/domain';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import {
  CheckboxField,
  IntegerField,
  SaveBar,
  SwitchField,
  TextAreaField,
  TextField,
  UnsavedChangesGuard,
  useEditForm,
} from '../../forms';
import formStyles from '../../forms/forms.module.css';
import styles from './catalog-pages.module.css';
import { type CategoryFormValues, type StaffCategory, toCategoryValues } from './category-values';
import { ImageField } from './image-field';
import { ScheduleField } from './schedule-field';

/** /backend/catalog/categories/new and /:id: name, description, image, flags, schedule, position. */
export function CategoryFormPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const edit = useEditForm<typeof categoryInputSchema, StaffCategory>({
    path: '/categories',
    id,
    schema: categoryInputSchema,
    toValues: toCategoryValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/catalog/categories/${saved.id}`, { replace: true });
    },
  });
  const { form } = edit;
  const name = useWatch({ control: form.control, name: 'name' });
  if (edit.loadFailed)
    return (
      <p className={formStyles.error}>{messages.errors.backOfficeFailed({ resource: 'categories', action: 'load' })}</p>
    );
  if (edit.isLoading) return <p aria-busy="true">…</p>;
  const heading = edit.isNew ? m.newCategory : m.editCategory(edit.entity?.name ?? String(name ?? ''));
  return (
    <FormProvider {...form}>
      <div className={styles.page}>
        <p>
          <Link to="/backend/catalog/categories">← {m.back}</Link>
        </p>
        <h1 className={styles.title}>{heading}</h1>
        <form id={edit.formId} className={styles.form} onSubmit={edit.submit} noValidate>
          <div className={styles.grid}>
            <TextField<CategoryFormValues> name="name" label={m.name} isRequired />
            <IntegerField<CategoryFormValues> name="position" label={m.position} />
          </div>
          <TextAreaField<CategoryFormValues> name="description" label={m.description} rows={3} />
          <ImageField<CategoryFormValues> name="image" label={m.image} />
          <div className={styles.flags}>
            <SwitchField<CategoryFormValues> name="isEnabled" label={m.isEnabled} />
            <SwitchField<CategoryFormValues> name="isPublic" label={m.isPublic} />
            <CheckboxField<CategoryFormValues> name="isVisibleWhenUnavailable" label={m.isVisibleWhenUnavailable} />
          </div>
          <ScheduleField<CategoryFormValues> name="schedule" />
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
