import { backofficeCatalogStructureMessages as m, tagInputSchema } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { IntegerField, TextField, useEditForm } from '../../forms';
import { CatalogFormPage } from '../categories/catalog-form-page';
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
  const heading = edit.isNew ? m.newTag : m.editTag(edit.entity?.name ?? String(name ?? ''));
  return (
    <CatalogFormPage edit={edit} resource="tags" backTo="/backend/catalog/tags" heading={heading}>
      <div className={styles.grid}>
        <TextField<TagFormValues> name="name" label={m.name} isRequired />
        <IntegerField<TagFormValues> name="position" label={m.position} />
      </div>
      <ImageField<TagFormValues> name="image" label={m.image} />
    </CatalogFormPage>
  );
}
