import { useBranches, useConfig } from '@bestell/api-client';
import { layoutMessages, shopMessages } from '@bestell/domain';
import { imageUrl, useLightbox } from '@bestell/ui';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { serverCartSync } from '../../app/cart';
import { HydrationStage } from '../../ssr/hydration-stage';
import { useBranchSelection } from '../branch-context';
import { CartPanel } from '../cart/cart-panel';
import { useKeepValidCart } from '../cart/use-keep-valid-cart';
import { useServerCart } from '../cart/use-server-cart';
import { useProductDialogs } from '../catalog/product-dialogs';
import { ProductGrid } from '../catalog/product-grid';
import { useBranchCatalog } from '../catalog/use-branch-catalog';
import { NotFoundPage } from '../errors/not-found-page';
import { useNow } from '../hooks/use-now';
import { PageMeta } from '../meta/page-meta';
import { CategoryBar, groupElementId } from './category-bar';
import { ClosedBanner } from './closed-banner';
import styles from './store.module.css';

// Only a visitor who scanned a table card (?table=) loads the table check (issue 24 point 3).
const TableArrival = lazy(() => import('../dine-in/table-arrival').then((m) => ({ default: m.TableArrival })));

/** Spec §2 Branch storefront /store/{identifier}. */
export function StorePage() {
  const { identifier = '' } = useParams();
  const [search] = useSearchParams();
  const table = search.get('table');
  const { data: config } = useConfig();
  const branches = useBranches();
  const { select } = useBranchSelection();
  const now = useNow();
  const branch = branches.data?.find((entry) => entry.identifier === identifier && entry.isPublic && entry.isEnabled);
  const catalog = useBranchCatalog(branch, now);
  const dialogs = useProductDialogs(branch);
  const openLightbox = useLightbox();
  // The same array while the catalog stays: the bar measures the page again only when its groups change.
  const barCategories = useMemo(() => catalog.categories.map((entry) => entry.category), [catalog.categories]);
  useKeepValidCart(branch, catalog);
  useServerCart(branch, catalog, serverCartSync);

  useEffect(() => {
    if (branch) select(branch.identifier);
  }, [branch, select]);

  if (branches.isError) {
    return <p role="alert">{branches.error.errors[0]?.message || layoutMessages.dataLoadFailed}</p>;
  }
  if (!branches.data) return null;
  if (!branch) return <NotFoundPage />;

  const currency = config?.currency ?? 'EUR';
  const header = branch.images[0];
  const images = branch.images.map((image) => ({ src: imageUrl('large', image), alt: image.alt || branch.name }));
  return (
    <div className={styles.page}>
      <PageMeta title={branch.name} description={branch.description} />
      <div className={styles.intro}>
        {header && (
          <button
            type="button"
            className={styles.headerImage}
            onClick={() => openLightbox(images, 0)}
            aria-label={shopMessages.openImage({ name: branch.name })}
          >
            <img src={imageUrl('medium', header)} alt="" fetchPriority="high" />
          </button>
        )}
        <div>
          <h1 className={styles.title}>{branch.name}</h1>
          <p className={styles.address}>
            {branch.street}, {branch.zipCode} {branch.city}
          </p>
          {branch.description && <p>{branch.description}</p>}
        </div>
      </div>
      {table && (
        <Suspense fallback={null}>
          <TableArrival branch={branch} identifier={table} />
        </Suspense>
      )}
      <ClosedBanner branch={branch} now={now} />
      {config?.enablePluginCategoryBar && barCategories.length > 1 && <CategoryBar categories={barCategories} />}
      <div className={styles.columns}>
        <div className={styles.groups} aria-busy={catalog.status === 'pending'}>
          {catalog.status === 'error' && <p role="alert">{layoutMessages.dataLoadFailed}</p>}
          {catalog.categories.map((entry) => (
            <HydrationStage key={entry.category.id} rootId={groupElementId(entry.category.id)}>
              <section
                id={groupElementId(entry.category.id)}
                tabIndex={-1}
                className={styles.group}
                aria-labelledby={`${groupElementId(entry.category.id)}-title`}
              >
                <h2 id={`${groupElementId(entry.category.id)}-title`}>{entry.category.name}</h2>
                {entry.category.description && <p className={styles.groupText}>{entry.category.description}</p>}
                <ProductGrid
                  products={entry.products}
                  branch={branch}
                  currency={currency}
                  onOpen={dialogs.openProduct}
                  onAllergens={dialogs.openAllergens}
                />
              </section>
            </HydrationStage>
          ))}
        </div>
        <CartPanel branch={branch} products={catalog.orderable} now={now} onEdit={dialogs.editItem} />
      </div>
      {dialogs.dialogs}
    </div>
  );
}
