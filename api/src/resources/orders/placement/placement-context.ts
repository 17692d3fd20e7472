import type { Branch, Id, OrderPlacement, PlacementContext, Product } from '@bestell/domain';
import type { Db } from '../../../db/database.js';
import type { CatalogCache } from '../../../infrastructure/cache/catalog-cache.js';
import { toBranch, toDeliveryArea } from '../../branches/serialize.js';
import { activePauseOf } from '../../online-pauses/repository.js';
import { placementCacheOf } from './placement-cache.js';
import {
  type PlacementBranchData,
  type PlacementMenuData,
  readPlacementBranch,
  readPlacementMenuData,
} from './placement-catalog.js';

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

/** A branch's placement data; `menuData` (all its menus' categories and products) when it came from the cache. */
export interface LoadedPlacementBranch {
  data: PlacementBranchData;
  menuData?: PlacementMenuData;
}

/**
 * The branch part of the placement context, undefined for an unknown branch: from the per-process placement cache
 * while catalog changes are heard (placement-cache.ts), else read from the database.
 */
export async function loadPlacementBranch(
  deps: { db: Db; catalogCache: CatalogCache },
  branchId: Id,
): Promise<LoadedPlacementBranch | undefined> {
  const cache = placementCacheOf(deps);
  if (!cache.isKeeping) {
    const data = await readPlacementBranch(deps.db, branchId);
    return data && { data };
  }
  const catalog = await cache.get(branchId, async () => {
    const data = await readPlacementBranch(deps.db, branchId);
    return data && { ...data, ...(await readPlacementMenuData(deps.db, data.menus)) };
  });
  return catalog && { data: catalog, menuData: catalog };
}

/**
 * Everything `checkOrderPlacement` needs besides the body. The products are only those the placement names (the
 * check looks up nothing else); without cached menu data only those are read, with the categories listing them.
 */
export async function placementContext(
  db: Db,
  loaded: LoadedPlacementBranch,
  placement: OrderPlacement,
  now: Date,
): Promise<PlacementContext & { disableTickets: boolean }> {
  const productIds = [...new Set(placement.items.map((item) => item.product))];
  const menuData = loaded.menuData ?? (await readPlacementMenuData(db, loaded.data.menus, productIds));
  const products: Product[] = [];
  for (const id of productIds) {
    const product = menuData.products.get(id);
    if (product) products.push(product);
  }
  const { data } = loaded;
  return {
    branch: data.branch,
    menus: data.menus,
    categories: menuData.categories,
    products,
    tableIdentifiers: data.tableIdentifiers,
    donateeIds: data.donateeIds,
    now,
    currency: data.currency,
    disableTickets: data.disableTickets,
    maxOrderValue: data.maxOrderValue,
    // Issue 27.3: read on every placement (never cached), so a pause takes effect at once.
    onlinePause: await activePauseOf(db, data.branch.id, now),
  };
}
