import { backofficeCatalogStructureMessages as m, menuInputSchema } from '@bestell/domain';
import { useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { idRefs, MultiSelectField, TextField, useEditForm } from '../../forms';
import { CatalogFormPage } from '../categories/catalog-form-page';
import styles from '../categories/catalog-pages.module.css';
import { DateTimeField } from '../categories/date-time-field';
import { useStaffList } from '../categories/use-staff-list';
import { MenuCatalogEditor } from './menu-catalog-editor';
import { type MenuFormValues, type Named, type StaffMenu, toMenuValues } from './menu-values';

/** /backend/catalog/menus/new and /:id: name, valid from, branches and the category → products tree. */
export function MenuFormPage() {
  const params = useParams();
  const navigate = useNavigate();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const branches = useStaffList<Named>('/branches', 'position,name');
  const categories = useStaffList<Named>('/categories', 'position,name');
  const products = useStaffList<Named>('/products', 'position,name');
  const edit = useEditForm<typeof menuInputSchema, StaffMenu>({
    path: '/menus',
    id,
    schema: menuInputSchema,
    toValues: toMenuValues,
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/catalog/menus/${saved.id}`, { replace: true });
    },
  });
  const { form } = edit;
  const name = useWatch({ control: form.control, name: 'name' });
  const heading = edit.isNew ? m.newMenu : m.editMenu(edit.entity?.name ?? String(name ?? ''));
  const branchOptions = (branches.data?.rows ?? []).map((b) => ({ id: b.id, label: b.name }));
  return (
    <CatalogFormPage edit={edit} resource="menus" backTo="/backend/catalog/menus" heading={heading}>
      <div className={styles.grid}>
        <TextField<MenuFormValues> name="name" label={m.name} isRequired />
        <DateTimeField<MenuFormValues> name="availableFrom" label={m.availableFrom} isRequired />
        <MultiSelectField<MenuFormValues>
          name="branches"
          label={m.branches}
          options={branchOptions}
          toKeys={idRefs.toKeys}
          fromKeys={idRefs.fromKeys}
        />
      </div>
      <MenuCatalogEditor categories={categories.data?.rows ?? []} products={products.data?.rows ?? []} />
    </CatalogFormPage>
  );
}
