import type { Id } from '@bestell/domain';
import { type CatalogChangeFeed, catalogFeedOf } from '../../../db/change-feed.js';
import type { Db } from '../../../db/database.js';
import type { CatalogCache } from '../../../infrastructure/cache/catalog-cache.js';
import type { PlacementBranchData, PlacementMenuData } from './placement-catalog.js';

export type PlacementCatalog = PlacementBranchData & PlacementMenuData;

interface Entry {
  /** The catalog cache's generation when the read started. */
  generation: number;
  promise: Promise<PlacementCatalog | undefined>;
}

/**
 * Per-process cache of what placement reads about a branch (branch, menus, categories, products, tables, donatees,
 * config: all tables of migration 0006 whose changes every process hears), coherent exactly like the catalog
 * answers' cache it rides on:
 * - An entry counts only while the catalog cache's generation is the one it was read under; every catalog change
 *   (database event, or a staff write in this process) bumps the generation, so the next placement reads afresh.
 *   A read in flight when the generation moves is not used by later placements either.
 * - Nothing is kept while changes cannot be heard: no change feed on the database, or the feed lost its
 *   connection (the catalog cache is suspended then). Placement then reads from the database every time.
 * Concurrent placements for the same branch share one read.
 */
export class PlacementCatalogCache {
  private readonly entries = new Map<Id, Entry>();

  constructor(
    private readonly catalogCache: CatalogCache,
    private readonly feed: CatalogChangeFeed | undefined,
    private readonly maxEntries = 1000,
  ) {}

  /** True while an entry may be kept (changes are heard). */
  get isKeeping(): boolean {
    return this.feed?.isConnected === true && !this.catalogCache.isSuspended;
  }

  /** The branch's catalog from a current entry or a new read; `read` is not called while a current entry exists. */
  get(branchId: Id, read: () => Promise<PlacementCatalog | undefined>): Promise<PlacementCatalog | undefined> {
    const generation = this.catalogCache.generation;
    const existing = this.entries.get(branchId);
    if (existing && existing.generation === generation) return existing.promise;
    if (existing) this.entries.delete(branchId);
    const promise = read();
    if (this.entries.size >= this.maxEntries) return promise;
    const entry: Entry = { generation, promise };
    this.entries.set(branchId, entry);
    promise.catch(() => {
      if (this.entries.get(branchId) === entry) this.entries.delete(branchId);
    });
    return promise;
  }
}

const caches = new WeakMap<CatalogCache, PlacementCatalogCache>();

/** The placement cache of an app (one per catalog cache, i.e. per createApp), created on first use. */
export function placementCacheOf(deps: { db: Db; catalogCache: CatalogCache }): PlacementCatalogCache {
  let cache = caches.get(deps.catalogCache);
  if (!cache) {
    cache = new PlacementCatalogCache(deps.catalogCache, catalogFeedOf(deps.db));
    caches.set(deps.catalogCache, cache);
  }
  return cache;
}
