import { useBranches, useConfig } from '@bestell/api-client';
import { layoutMessages, pricingMessages } from '@bestell/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { serverCartSync } from '../../app/cart';
import { useCurrentBranch } from '../branch-context';
import { useKeepValidCart } from '../cart/use-keep-valid-cart';
import { useServerCart } from '../cart/use-server-cart';
import { useProductDialogs } from '../catalog/product-dialogs';
import { ProductGrid } from '../catalog/product-grid';
import { useBranchCatalog } from '../catalog/use-branch-catalog';
import { NotFoundPage } from '../errors/not-found-page';
import { useNow } from '../hooks/use-now';
import { useCartOverlay } from '../layout/cart-overlay-context';
import { PageMeta } from '../meta/page-meta';
import { CategoryTabs } from './category-tabs';
import styles from './shop-page.module.css';

// The cart overlay loads when the cart icon first opens it (the first view of /shop does not need it).
const CartOverlay = lazy(() => import('../cart/cart-overlay').then((m) => ({ default: m.CartOverlay })));

/** Spec §2 Shop page /shop and /shop/{categoryId}/{categorySlug}: the shop of the current branch. */
export function ShopPage() {
  const { categoryId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: config } = useConfig();
  const branches = useBranches();
  const branch = useCurrentBranch();
  const now = useNow();
  const overlay = useCartOverlay();
  const catalog = useBranchCatalog(branch, now);
  const dialogs = useProductDialogs(branch, () => {
    if (searchParams.has('item')) {
      const next = new URLSearchParams(searchParams);
      next.delete('item');
      setSearchParams(next, { replace: true });
    }
  });
  useKeepValidCart(branch, catalog);
  useServerCart(branch, catalog, serverCartSync);

  // Spec §2: the query parameter item (a product id) opens that product's configurator on entry.
  const openedItem = useRef<string | null>(null);
  const item = searchParams.get('item');
  useEffect(() => {
    if (!item || catalog.status !== 'success' || openedItem.current === item) return;
    openedItem.current = item;
    const product = catalog.orderable.find((entry) => String(entry.id) === item);
    if (product) dialogs.openProduct(product);
  }, [item, catalog.status, catalog.orderable, dialogs]);

  if (branches.isError) {
    return <p role="alert">{branches.error.errors[0]?.message || layoutMessages.dataLoadFailed}</p>;
  }
  if (!branches.data) return null;
  if (!branch) return <NotFoundPage />;

  const current = categoryId === undefined ? null : Number(categoryId);
  const categories = catalog.categories.map((entry) => entry.category);
  if (catalog.status === 'success' && current !== null && !categories.some((category) => category.id === current)) {
    return <NotFoundPage />;
  }
  const shown =
    current === null
      ? catalog.categories.flatMap((entry) => entry.products)
      : (catalog.categories.find((entry) => entry.category.id === current)?.products ?? []);

  return (
    <div className={styles.page}>
      <PageMeta title={pricingMessages.shopTitle} />
      <h1 className={styles.title}>{pricingMessages.shopTitle}</h1>
      <p className={styles.branch}>{pricingMessages.pickupIn({ city: branch.city })}</p>
      <CategoryTabs categories={categories} current={current} />
      {catalog.status === 'error' && <p role="alert">{layoutMessages.dataLoadFailed}</p>}
      <ProductGrid
        products={shown}
        branch={branch}
        currency={config?.currency ?? 'EUR'}
        onOpen={dialogs.openProduct}
        onAllergens={dialogs.openAllergens}
        eagerImages={2}
      />
      {overlay.open && (
        <Suspense fallback={null}>
          <CartOverlay branch={branch} products={catalog.orderable} onEdit={dialogs.editItem} />
        </Suspense>
      )}
      {dialogs.dialogs}
    </div>
  );
}
