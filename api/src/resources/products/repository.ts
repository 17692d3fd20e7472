import type { Db } from '../../db/database.js';

/** Public and enabled products. */
export function findVisibleProducts(db: Db) {
  return db
    .selectFrom('products')
    .selectAll()
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBundleItems(db: Db, bundleIds: number[]) {
  if (bundleIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('productBundleItems')
    .selectAll()
    .where('bundleId', 'in', bundleIds)
    .orderBy('position')
    .orderBy('productId')
    .execute();
}
