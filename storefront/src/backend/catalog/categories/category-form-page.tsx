import { categoryInputSchema, backofficeCatalogStructureMessages as m } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { CheckboxField, IntegerField, SwitchField, TextAreaField, TextField, useEditForm } from '../../forms';
import { CatalogFormPage } from './catalog-form-page';
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
  const heading = edit.isNew ? m.newCategory : m.editCategory(edit.entity?.name ?? String(name ?? ''));
  return (
    <CatalogFormPage edit={edit} resource="categories" backTo="/backend/catalog/categories" heading={heading}>
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
    </CatalogFormPage>
  );
}
