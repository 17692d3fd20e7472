import type { Db } from '../../db/database.js';

export function findMenus(db: Db) {
  return db.selectFrom('menus').selectAll().orderBy('availableFrom').orderBy('id').execute();
}

/** Menu–branch links whose branch is public and enabled. */
export function findVisibleMenuBranches(db: Db) {
  return db
    .selectFrom('menuBranches')
    .innerJoin('branches', 'branches.id', 'menuBranches.branchId')
    .select(['menuBranches.menuId', 'menuBranches.branchId'])
    .where('branches.isPublic', '=', true)
    .where('branches.isEnabled', '=', true)
    .orderBy('menuBranches.branchId')
    .execute();
}
