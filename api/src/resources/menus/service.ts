import type { Menu } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { findVisibleCategories } from '../categories/repository.js';
import { findVisibleProducts } from '../products/repository.js';
import { findMenus, findVisibleMenuBranches } from './repository.js';

/**
 * Menus with at least one public, enabled branch. Their branch list and catalog hold only what a visitor may
 * see (hidden branches, categories and products are left out, so no dangling ids reach the client).
 */
export async function listPublicMenus(db: Db): Promise<Menu[]> {
  const [menus, links, categories, products] = await Promise.all([
    findMenus(db),
    findVisibleMenuBranches(db),
    findVisibleCategories(db),
    findVisibleProducts(db),
  ]);
  const categoryIds = new Set(categories.map((c) => c.id));
  const productIds = new Set(products.map((p) => p.id));
  const result: Menu[] = [];
  for (const menu of menus) {
    const branches = links.filter((l) => l.menuId === menu.id).map((l) => ({ id: l.branchId }));
    if (branches.length === 0) continue;
    result.push({
      id: menu.id,
      name: menu.name,
      availableFrom: menu.availableFrom.toISOString(),
      branches,
      catalog: menu.catalog
        .filter((entry) => categoryIds.has(entry.id))
        .map((entry) => ({ id: entry.id, products: entry.products.filter((p) => productIds.has(p.id)) })),
    });
  }
  return result;
}
