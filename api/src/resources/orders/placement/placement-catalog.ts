import {
  type Branch,
  type Category,
  type Decimal,
  type Id,
  type Menu,
  maxOrderValueOf,
  type Product,
} from '@bestell/domain';
import { findConfigData } from '../../../db/config-data.js';
import type { Db } from '../../../db/database.js';
import { toBranch, toDeliveryArea } from '../../branches/serialize.js';
import { toCategory } from '../../categories/service.js';
import { toPublicConfig } from '../../config/service.js';
import { toProduct } from '../../products/serialize.js';

/** What placement reads about one branch besides products: the branch, its menus, tables, donatees and config. */
export interface PlacementBranchData {
  branch: Branch;
  /** Every menu that includes the branch (which one is active depends on the time of the order). */
  menus: Pick<Menu, 'availableFrom' | 'branches' | 'catalog'>[];
  /** Identifiers of the branch's enabled tables. */
  tableIdentifiers: string[];
  /** Donatees a customer may choose; empty when the donations plugin is off. */
  donateeIds: Id[];
  currency: string;
  disableTickets: boolean;
  /** Config `maxOrderValue` (default 2.000,00): the highest gross total a placement may have. */
  maxOrderValue: Decimal;
}

/** The visible categories and products a branch's menus name. */
export interface PlacementMenuData {
  categories: Category[];
  /** Public, enabled products by id. */
  products: ReadonlyMap<Id, Product>;
}

/** The category and product ids a branch's menus name; with `onlyProducts`, only entries naming one of those. */
function idsNamedBy(
  menus: PlacementBranchData['menus'],
  onlyProducts: ReadonlySet<Id> | undefined,
): { categoryIds: Id[]; productIds: Id[] } {
  const categoryIds = new Set<Id>();
  const productIds = new Set<Id>();
  for (const menu of menus) {
    for (const entry of menu.catalog) {
      for (const { id } of entry.products) {
        if (onlyProducts && !onlyProducts.has(id)) continue;
        categoryIds.add(entry.id);
        productIds.add(id);
      }
    }
  }
  return { categoryIds: [...categoryIds], productIds: [...productIds] };
}

function readVisibleCategories(db: Db, ids: Id[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .selectAll()
    .where('id', 'in', ids)
    .where('isPublic', '=', true)
    .where((eb) => eb.or([eb('isEnabled', '=', true), eb('isVisibleWhenUnavailable', '=', true)]))
    .orderBy('position')
    .orderBy('id')
    .execute();
}

function readVisibleProducts(db: Db, ids: Id[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', 'in', ids)
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/**
 * The branch part of what `checkOrderPlacement` needs, in one round of parallel queries; undefined when the branch
 * does not exist (whatever its visibility otherwise: the check refuses a disabled branch with its own message).
 */
export async function readPlacementBranch(db: Db, branchId: Id): Promise<PlacementBranchData | undefined> {
  const [branchRow, areaRows, menuRows, tableRows, donateeRows, configData] = await Promise.all([
    db.selectFrom('branches').selectAll().where('id', '=', branchId).executeTakeFirst(),
    db
      .selectFrom('deliveryAreas')
      .selectAll()
      .where('branchId', '=', branchId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('menus')
      .innerJoin('menuBranches', 'menuBranches.menuId', 'menus.id')
      .select(['menus.id', 'menus.availableFrom', 'menus.catalog'])
      .where('menuBranches.branchId', '=', branchId)
      .execute(),
    db
      .selectFrom('tables')
      .select('identifier')
      .where('branchId', '=', branchId)
      .where('isEnabled', '=', true)
      .execute(),
    db.selectFrom('donatees').select('id').where('isEnabled', '=', true).execute(),
    findConfigData(db),
  ]);
  if (!branchRow) return undefined;
  const config = toPublicConfig(configData);
  return {
    branch: toBranch(branchRow, [], areaRows.map(toDeliveryArea)),
    menus: menuRows.map((menu) => ({
      availableFrom: menu.availableFrom.toISOString(),
      branches: [{ id: branchId }],
      catalog: menu.catalog,
    })),
    tableIdentifiers: tableRows.map((table) => table.identifier),
    donateeIds: config.enablePluginDonations ? donateeRows.map((donatee) => donatee.id) : [],
    currency: config.currency,
    disableTickets: config.disableTickets,
    maxOrderValue: maxOrderValueOf(configData),
  };
}

/**
 * The visible categories and products the menus name (the public catalog's visibility filters); with
 * `onlyProducts`, only those products and the categories that list them.
 */
export async function readPlacementMenuData(
  db: Db,
  menus: PlacementBranchData['menus'],
  onlyProducts?: readonly Id[],
): Promise<PlacementMenuData> {
  const named = idsNamedBy(menus, onlyProducts ? new Set(onlyProducts) : undefined);
  const [categoryRows, productRows] = await Promise.all([
    readVisibleCategories(db, named.categoryIds),
    readVisibleProducts(db, named.productIds),
  ]);
  return {
    categories: categoryRows.map(toCategory),
    products: new Map(productRows.map((row) => [row.id, toProduct(row, [])])),
  };
}
