/**
 * The player's side of offline playing (issue 29.4): registers the service worker scoped to /signage/
 * (public/signage/service-worker.js, which answers media and app files from Cache Storage) and keeps its caches to
 * what the current program and page need, so they never grow: media of the program are stored ahead of showing,
 * media no longer in it are dropped, and app files of earlier releases are dropped.
 */
export const mediaCacheName = 'signage-media-v1';
export const shellCacheName = 'signage-shell-v1';
const workerUrl = '/signage/service-worker.js';
const workerScope = '/signage/';

export async function registerPlayerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    await navigator.serviceWorker.register(workerUrl, { scope: workerScope });
  } catch {
    // No worker (private mode, policy): the player still plays; only a restart without network shows nothing.
  }
}

const pathOf = (url: string) => new URL(url, window.location.origin).pathname;

/** Stores the program's media not yet in the cache and drops those it no longer lists. */
export async function syncMediaCache(mediaUrls: readonly string[]): Promise<void> {
  if (!('caches' in window)) return;
  const wanted = new Set(mediaUrls.map(pathOf));
  const cache = await caches.open(mediaCacheName);
  const stored = new Set<string>();
  for (const request of await cache.keys()) {
    const path = pathOf(request.url);
    if (wanted.has(path)) stored.add(path);
    else await cache.delete(request);
  }
  for (const path of wanted) {
    if (stored.has(path)) continue;
    try {
      const response = await fetch(path);
      if (response.status === 200) await cache.put(path, response);
    } catch {
      // Offline now: the worker stores it on first use later.
    }
  }
}

const shellKey = '/signage/__shell';

/**
 * Stores this page and the app files it loaded for the worker (the first load ran before the worker was in control)
 * and drops the app files of earlier releases: a restart without network starts this release from the cache.
 */
export async function storeShell(): Promise<void> {
  if (!('caches' in window)) return;
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => pathOf(entry.name))
      .filter((path) => path.startsWith('/assets/')),
  );
  performance.clearResourceTimings();
  const cache = await caches.open(shellCacheName);
  const page = await fetch(window.location.pathname, { cache: 'no-store' }).catch(() => null);
  if (page?.ok) await cache.put(shellKey, page);
  const stored = new Set<string>();
  for (const request of await cache.keys()) {
    const path = pathOf(request.url);
    if (!path.startsWith('/assets/')) continue;
    if (loaded.has(path)) stored.add(path);
    else await cache.delete(request);
  }
  for (const path of loaded) {
    if (stored.has(path)) continue;
    const response = await fetch(path).catch(() => null);
    if (response?.status === 200) await cache.put(path, response);
  }
}
