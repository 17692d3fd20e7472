import {
  backofficeFormsMessages,
  backofficeTableMessages,
  backofficeProductsMessages as m,
  productInputSchema,
} from '@bestell/domain';
import { FormProvider, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { SaveBar, UnsavedChangesGuard, useEditForm } from '../../forms';
import { ProductAvailabilitySection, ProductLeadTimeSection } from './product-availability-section';
import styles from './product-form.module.css';
import { ProductImagesSection } from './product-images-section';
import {
  ProductAllergensSection,
  ProductGeneralSection,
  ProductPriceSection,
  ProductQuantitiesSection,
  ProductTaxSection,
} from './product-main-sections';
import { ProductPartsSection } from './product-parts-section';
import { ProductUnitsSection } from './product-units-section';
import { newProductValues, productToValues, type StaffProduct } from './product-values';
import { useCategoryList } from './use-products';

function parseId(param: string | undefined): number | null | 'invalid' {
  if (param === undefined) return null;
  return /^\d{1,9}$/.test(param) ? Number(param) : 'invalid';
}

/** /backend/catalog/products/new and /:id: every §3 field of a product, validated with the API's schema. */
export function ProductFormPage() {
  const parsed = parseId(useParams().id);
  if (parsed === 'invalid') return <ProductNotFound />;
  return <ProductEditor key={parsed ?? 'new'} id={parsed} />;
}

function ProductNotFound() {
  return (
    <div className={styles.page}>
      <p role="alert">{m.notFound}</p>
      <Link to="/backend/catalog/products">{m.backToList}</Link>
    </div>
  );
}

function ProductEditor({ id }: { id: number | null }) {
  const navigate = useNavigate();
  const categories = useCategoryList();
  const editor = useEditForm<typeof productInputSchema, StaffProduct>({
    path: '/products',
    id,
    schema: productInputSchema,
    toValues: (entity) => (entity ? productToValues(entity) : newProductValues()),
    onSaved: (saved, wasNew) => {
      if (wasNew) navigate(`/backend/catalog/products/${saved.id}`, { replace: true });
    },
  });
  const { form } = editor;
  const type = useWatch({ control: form.control, name: 'type' });
  const { isDirty, errors, submitCount } = form.formState;
  const hasErrors = submitCount > 0 && Object.keys(errors).length > 0;

  if (editor.loadFailed) return <ProductNotFound />;
  const title = editor.isNew ? m.newTitle : editor.entity ? m.editTitle(editor.entity.name) : '';
  const categoryOptions = (categories.data?.rows ?? []).map((c) => ({ id: c.id, label: c.name }));

  return (
    <div className={styles.page}>
      <nav className={styles.breadcrumb} aria-label={m.backToList}>
        <Link to="/backend/catalog/products">{m.backToList}</Link>
      </nav>
      <h1 className={styles.title}>{title}</h1>
      {editor.isLoading ? (
        <p aria-busy="true">{backofficeTableMessages.loading}</p>
      ) : (
        <FormProvider {...form}>
          <form id={editor.formId} className={styles.form} onSubmit={editor.submit} noValidate>
            {hasErrors ? (
              <p className={styles.formError} role="alert">
                {backofficeFormsMessages.formHasErrors}
              </p>
            ) : null}
            <ProductGeneralSection categories={categoryOptions} />
            <ProductPriceSection />
            <ProductQuantitiesSection />
            <ProductUnitsSection />
            {type === 'configurable' ? <ProductPartsSection /> : null}
            <ProductTaxSection />
            <ProductAvailabilitySection />
            <ProductLeadTimeSection />
            <ProductAllergensSection />
            <ProductImagesSection />
          </form>
          <SaveBar
            formId={editor.formId}
            isDirty={isDirty}
            isSaving={editor.isSaving}
            onDiscard={editor.discard}
            messages={editor.formMessages}
            onReload={editor.conflict ? () => void editor.reload() : undefined}
            justSaved={editor.justSaved}
          />
          <UnsavedChangesGuard when={isDirty && !editor.isSaving} />
        </FormProvider>
      )}
    </div>
  );
}
