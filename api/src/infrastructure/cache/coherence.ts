import type { CatalogChangeFeed } from '../../db/change-feed.js';
import type { CatalogCache } from './catalog-cache.js';

/**
 * Drops the cache on every catalog change the feed reports, and keeps nothing while the feed cannot hear changes.
 * Without a feed only the in-process invalidation after writes applies. Returns the unsubscribe function.
 */
export function keepCacheCoherent(cache: CatalogCache, feed: CatalogChangeFeed | undefined): () => void {
  if (!feed) return () => {};
  if (!feed.isConnected) cache.suspend();
  return feed.subscribe({
    changed: () => cache.invalidate(),
    lost: () => cache.suspend(),
    connected: () => cache.resume(),
  });
}
