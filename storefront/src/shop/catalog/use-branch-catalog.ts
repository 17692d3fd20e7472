import { useCategories, useMenus, useProducts } from '@bestell/api-client';
import { activeMenu, type Branch, type MenuCatalogCategory, menuCatalog, type Product } from '@bestell/domain';
import { useMemo } from 'react';

export interface BranchCatalog {
  status: 'pending' | 'error' | 'success';
  categories: MenuCatalogCategory[];
  /** The products a visitor can order at this branch now (available, in the active menu). */
  orderable: Product[];
  /** When the catalog data last arrived (changes after every reload). */
  loadedAt: number;
}

/**
 * The active menu of the branch (§4) as shown now: categories and products in menu order with their availability.
 */
export function useBranchCatalog(branch: Branch | undefined, now: number): BranchCatalog {
  const menus = useMenus();
  const categories = useCategories();
  const products = useProducts();
  const loadedAt = Math.max(menus.dataUpdatedAt, categories.dataUpdatedAt, products.dataUpdatedAt);

  return useMemo(() => {
    if (menus.isError || categories.isError || products.isError) {
      return { status: 'error', categories: [], orderable: [], loadedAt };
    }
    if (!branch || !menus.data || !categories.data || !products.data) {
      return { status: 'pending', categories: [], orderable: [], loadedAt };
    }
    const menu = activeMenu(menus.data, branch.id, now);
    const shown = menu ? menuCatalog(menu, categories.data, products.data, now) : [];
    const orderable = shown.flatMap((entry) =>
      entry.products.filter((item) => item.availability === 'available').map((item) => item.product),
    );
    return { status: 'success', categories: shown, orderable, loadedAt };
  }, [
    branch,
    menus.data,
    menus.isError,
    categories.data,
    categories.isError,
    products.data,
    products.isError,
    now,
    loadedAt,
  ]);
}
