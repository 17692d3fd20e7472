import { openingHoursText, type ShopFacts } from '@bestell/domain';
import { findConfigData } from '../../db/config-data.js';
import type { Db } from '../../db/database.js';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * What the model may know about the shop (issue 30): its name, its public branches with address, phone and hours,
 * up to 60 public products with their category, and its public pages. Nothing about customers or orders is read here.
 */
export async function shopFactsOf(db: Db): Promise<ShopFacts> {
  const config = await findConfigData(db);
  const branches = await db
    .selectFrom('branches')
    .select(['name', 'street', 'zipCode', 'city', 'phone', 'openingHours'])
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .limit(20)
    .execute();
  const products = await db
    .selectFrom('products')
    .leftJoin('categories', 'categories.id', 'products.categoryId')
    .select(['products.name as name', 'categories.name as category'])
    .where('products.isPublic', '=', true)
    .where('products.isEnabled', '=', true)
    .orderBy('products.position')
    .orderBy('products.id')
    .limit(60)
    .execute();
  const pages = await db
    .selectFrom('sites')
    .select(['path', 'name'])
    .where('isPublic', '=', true)
    .orderBy('path')
    .limit(40)
    .execute();
  return {
    shopName: text(config.shopName) ?? text(config.title) ?? 'Online-Shop',
    branches: branches.map((branch) => ({
      name: branch.name,
      address:
        [branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
      phone: branch.phone,
      hours: openingHoursText(branch.openingHours),
    })),
    products: products.map((product) => ({ name: product.name, category: product.category })),
    pages: [
      { path: '/shop', name: 'Shop' },
      ...pages.map((page) => ({ path: `/${page.path.replace(/^\/+/, '')}`, name: page.name })),
    ],
  };
}
