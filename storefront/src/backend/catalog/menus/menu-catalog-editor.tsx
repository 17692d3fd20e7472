import { backofficeCatalogStructureMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import formStyles from '../../forms/forms.module.css';
import { followMove, followRemove, moveItem, removeItem, replaceItem, SortableList } from '../parts-editor';
import { AddPicker } from './add-picker';
import type { MenuCatalogValue, MenuFormValues, Named } from './menu-values';
import styles from './menus.module.css';

/**
 * The menu's category → products tree: categories in shop order, the chosen category's products in order; add,
 * remove and reorder both (drag, keyboard drag, or 'nach oben' / 'nach unten').
 */
export function MenuCatalogEditor({
  categories,
  products,
}: {
  categories: readonly Named[];
  products: readonly Named[];
}) {
  const { field, fieldState } = useController<MenuFormValues, 'catalog'>({ name: 'catalog' });
  const catalog: MenuCatalogValue = Array.isArray(field.value) ? field.value : [];
  const [chosen, setSelected] = useState<number | null>(null);
  const selected = chosen !== null && chosen < catalog.length ? chosen : catalog.length > 0 ? 0 : null;
  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const nameOfCategory = (id: number) => categoryName.get(id) ?? m.unknownCategory(id);
  const nameOfProduct = (id: number) => productName.get(id) ?? m.unknownProduct(id);
  const current = selected !== null ? catalog[selected] : undefined;
  const setCatalog = (next: MenuCatalogValue) => field.onChange(next);
  const inMenu = new Set(catalog.map((entry) => entry.id));
  const entryProducts = current?.products ?? [];
  const inEntry = new Set(entryProducts.map((p) => p.id));

  return (
    <section className={styles.tree} aria-labelledby="menu-catalog-heading" data-testid="menu-catalog">
      <h2 id="menu-catalog-heading" className={styles.sectionTitle}>
        {m.catalog}
      </h2>
      <p className={styles.muted}>{m.catalogHint}</p>
      {fieldState.error?.message && <p className={formStyles.error}>{fieldState.error.message}</p>}
      <div className={styles.columns}>
        <div className={styles.column}>
          <SortableList
            aria-label={m.categoriesList}
            items={catalog}
            getKey={(entry) => `c${entry.id}`}
            getLabel={(entry) => nameOfCategory(entry.id)}
            renderItem={(entry) => (
              <span>
                <strong>{nameOfCategory(entry.id)}</strong>{' '}
                <span className={styles.muted}>{m.productCount(entry.products?.length ?? 0)}</span>
              </span>
            )}
            onMove={(from, to) => {
              setCatalog(moveItem(catalog, from, to));
              setSelected(followMove(selected, from, to));
            }}
            onRemove={(index) => {
              setCatalog(removeItem(catalog, index));
              setSelected(followRemove(selected, index, catalog.length - 1));
            }}
            selectedIndex={current ? selected : null}
            onSelect={setSelected}
            emptyText={m.noCategoriesInMenu}
            testId="menu-categories"
          />
          <AddPicker
            label={m.addCategory}
            placeholder={m.chooseCategory}
            items={categories.filter((c) => !inMenu.has(c.id))}
            onAdd={(id) => {
              setCatalog([...catalog, { id, products: [] }]);
              setSelected(catalog.length);
            }}
            testId="add-category"
          />
        </div>
        {current && selected !== null && (
          <div className={styles.column}>
            <h3 className={styles.subTitle}>{m.productsOf(nameOfCategory(current.id))}</h3>
            <SortableList
              aria-label={m.productsOf(nameOfCategory(current.id))}
              items={entryProducts}
              getKey={(product) => `p${product.id}`}
              getLabel={(product) => nameOfProduct(product.id)}
              renderItem={(product) => nameOfProduct(product.id)}
              onMove={(from, to) =>
                setCatalog(replaceItem(catalog, selected, { ...current, products: moveItem(entryProducts, from, to) }))
              }
              onRemove={(index) =>
                setCatalog(replaceItem(catalog, selected, { ...current, products: removeItem(entryProducts, index) }))
              }
              emptyText={m.noProductsInCategory}
              testId="menu-products"
            />
            <AddPicker
              label={m.addProduct}
              placeholder={m.chooseProduct}
              items={products.filter((p) => !inEntry.has(p.id))}
              onAdd={(id) =>
                setCatalog(replaceItem(catalog, selected, { ...current, products: [...entryProducts, { id }] }))
              }
              testId="add-product"
            />
          </div>
        )}
      </div>
    </section>
  );
}
