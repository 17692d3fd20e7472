import type { Category, Menu, Product } from '../entities/index.js';
import { type Availability, availability, combineAvailability } from './availability.js';
import type { InstantInput } from './instant.js';

export interface MenuCatalogProduct {
  product: Product;
  availability: Exclude<Availability, 'hidden'>;
}

export interface MenuCatalogCategory {
  category: Category;
  availability: Exclude<Availability, 'hidden'>;
  products: MenuCatalogProduct[];
}

/**
 * The categories and products of a menu as the storefront shows them, in the menu's order: hidden entries and ids
 * that no longer exist are dropped; a product is at best as available as its category; a category left without
 * products is dropped.
 */
export function menuCatalog(
  menu: Pick<Menu, 'catalog'>,
  categories: readonly Category[],
  products: readonly Product[],
  now: InstantInput,
): MenuCatalogCategory[] {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const productById = new Map(products.map((product) => [product.id, product]));
  const result: MenuCatalogCategory[] = [];
  for (const entry of menu.catalog) {
    const category = categoryById.get(entry.id);
    if (!category) continue;
    const categoryState = availability(category, now);
    if (categoryState === 'hidden') continue;
    const shown: MenuCatalogProduct[] = [];
    for (const { id } of entry.products) {
      const product = productById.get(id);
      if (!product) continue;
      const state = combineAvailability(categoryState, availability(product, now));
      if (state !== 'hidden') shown.push({ product, availability: state });
    }
    if (shown.length > 0) result.push({ category, availability: categoryState, products: shown });
  }
  return result;
}
