import type { SignageProgram } from '@bestell/domain';
import type { CatalogCache } from '../../infrastructure/cache/catalog-cache.js';

/** Longest time a built program is served: bounds what no change event reports (a menu's start, a missed event). */
export const programTtlMs = 30_000;

interface Entry {
  generation: number;
  /** The screen's own settings the program depends on (scene, group, branch, …): a scene command changes them. */
  screenStamp: string;
  builtAt: number;
  promise: Promise<SignageProgram>;
}

/**
 * Per-process cache of the screens' programs, keyed by screen (which fixes its branch). It rides on the catalog
 * cache's generation like the placement cache: every catalog change — the catalog tables and the signage streams,
 * segments and scenes all notify `catalog_changed` (migration 0051), and every staff write in this process —
 * bumps it, so the next request builds afresh; entries also expire after `programTtlMs`. Nothing is kept while the
 * catalog cache is suspended (no change feed). Concurrent requests of one screen share one build.
 */
export class ProgramCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly catalogCache: CatalogCache,
    private readonly clock: () => number,
    private readonly maxEntries = 2000,
  ) {}

  get(screenId: number, screenStamp: string, build: () => Promise<SignageProgram>): Promise<SignageProgram> {
    const generation = this.catalogCache.generation;
    const now = this.clock();
    const existing = this.entries.get(screenId);
    if (
      existing &&
      existing.generation === generation &&
      existing.screenStamp === screenStamp &&
      now - existing.builtAt < programTtlMs
    )
      return existing.promise;
    this.entries.delete(screenId);
    const promise = build();
    if (this.catalogCache.isSuspended || this.entries.size >= this.maxEntries) return promise;
    const entry: Entry = { generation, screenStamp, builtAt: now, promise };
    this.entries.set(screenId, entry);
    promise.catch(() => {
      if (this.entries.get(screenId) === entry) this.entries.delete(screenId);
    });
    return promise;
  }
}

const caches = new WeakMap<CatalogCache, ProgramCache>();

/** The program cache of an app (one per catalog cache, i.e. per createApp). */
export function programCacheOf(catalogCache: CatalogCache, clock: () => number): ProgramCache {
  let cache = caches.get(catalogCache);
  if (!cache) {
    cache = new ProgramCache(catalogCache, clock);
    caches.set(catalogCache, cache);
  }
  return cache;
}
