import {
  activeMenu,
  type Branch,
  type Category,
  type MenuCatalogProduct,
  menuCatalog,
  type Product,
} from '@bestell/domain';
import type { ShopData } from '../shared/api';

export interface TeaserProducts {
  category: Category | null;
  products: Product[];
}

/** The `category` attribute: a category id, or a category's name (case-insensitive). */
function matchesCategory(category: Category, wanted: string): boolean {
  return String(category.id) === wanted || category.name.toLowerCase() === wanted.toLowerCase();
}

/**
 * The products the teaser shows: the branch's active menu now (§4), only orderable ones, of one category when asked,
 * at most `limit`.
 */
export function teaserProducts(
  data: ShopData,
  branch: Branch,
  category: string | undefined,
  limit: number,
  now: number,
): TeaserProducts {
  const menu = activeMenu(data.menus, branch.id, now);
  const shown = menu ? menuCatalog(menu, data.categories, data.products, now) : [];
  const wanted = category?.trim() ? category.trim() : null;
  const entries = wanted ? shown.filter((entry) => matchesCategory(entry.category, wanted)) : shown;
  const available = entries
    .flatMap((entry) => entry.products)
    .filter((item: MenuCatalogProduct) => item.availability === 'available')
    .map((item) => item.product);
  const unique = available.filter((product, index) => available.findIndex((p) => p.id === product.id) === index);
  return { category: wanted ? (entries[0]?.category ?? null) : null, products: unique.slice(0, Math.max(1, limit)) };
}

/** Products with choices to make (configurable parts) are chosen in the hosted shop. */
export function needsChoices(product: Product): boolean {
  return product.config.parts.length > 0;
}
