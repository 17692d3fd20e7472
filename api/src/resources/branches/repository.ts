import type { Db } from '../../db/database.js';

/** Public and enabled branches, ordered for display. */
export function findVisibleBranches(db: Db) {
  return db
    .selectFrom('branches')
    .selectAll()
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findDeliveryAreas(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('deliveryAreas')
    .selectAll()
    .where('branchId', 'in', branchIds)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function findBranchTags(db: Db, branchIds: number[]) {
  if (branchIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('branchTags')
    .select(['branchId', 'tagId'])
    .where('branchId', 'in', branchIds)
    .orderBy('tagId')
    .execute();
}
