import type { Product } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { findBundleItems, findVisibleProducts } from './repository.js';
import { toProduct } from './serialize.js';

/** Products a visitor may see: public and enabled. Bundles list only their visible items. */
export async function listPublicProducts(db: Db): Promise<Product[]> {
  const rows = await findVisibleProducts(db);
  const visibleIds = new Set(rows.map((r) => r.id));
  const bundleIds = rows.filter((r) => r.type === 'bundle').map((r) => r.id);
  const items = (await findBundleItems(db, bundleIds)).filter((item) => visibleIds.has(item.productId));
  return rows.map((row) =>
    toProduct(
      row,
      items.filter((item) => item.bundleId === row.id),
    ),
  );
}
