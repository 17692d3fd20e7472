import type { Branch, PlacementContext } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { toBranch, toDeliveryArea } from '../branches/serialize.js';
import { findVisibleCategories } from '../categories/repository.js';
import { toCategory } from '../categories/service.js';
import { findConfigData } from '../config/repository.js';
import { toPublicConfig } from '../config/service.js';
import { findVisibleProducts } from '../products/repository.js';
import { toProduct } from '../products/serialize.js';

/** A branch by id in the domain shape (with its delivery areas), whatever its visibility; undefined when unknown. */
export async function loadBranch(db: Db, branchId: number): Promise<Branch | undefined> {
  const row = await db.selectFrom('branches').selectAll().where('id', '=', branchId).executeTakeFirst();
  if (!row) return undefined;
  const areas = await db
    .selectFrom('deliveryAreas')
    .selectAll()
    .where('branchId', '=', branchId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return toBranch(row, [], areas.map(toDeliveryArea));
}

/** Everything `checkOrderPlacement` needs besides the body, read from the catalog in the database. */
export async function loadPlacementContext(
  db: Db,
  branch: Branch,
  now: Date,
): Promise<PlacementContext & { disableTickets: boolean }> {
  const [menuRows, categoryRows, productRows, tables, donatees, configData] = await Promise.all([
    db
      .selectFrom('menus')
      .innerJoin('menuBranches', 'menuBranches.menuId', 'menus.id')
      .select(['menus.id', 'menus.availableFrom', 'menus.catalog'])
      .where('menuBranches.branchId', '=', branch.id)
      .execute(),
    findVisibleCategories(db),
    findVisibleProducts(db),
    db
      .selectFrom('tables')
      .select('identifier')
      .where('branchId', '=', branch.id)
      .where('isEnabled', '=', true)
      .execute(),
    db.selectFrom('donatees').select('id').where('isEnabled', '=', true).execute(),
    findConfigData(db),
  ]);
  const config = toPublicConfig(configData);
  return {
    branch,
    menus: menuRows.map((menu) => ({
      availableFrom: menu.availableFrom.toISOString(),
      branches: [{ id: branch.id }],
      catalog: menu.catalog,
    })),
    categories: categoryRows.map(toCategory),
    products: productRows.map((row) => toProduct(row, [])),
    tableIdentifiers: tables.map((table) => table.identifier),
    donateeIds: config.enablePluginDonations ? donatees.map((donatee) => donatee.id) : [],
    now,
    currency: config.currency,
    disableTickets: config.disableTickets,
  };
}
