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
/** Path and query: a rendered template's URL names its version in the query. */
const keyOf = (url: string) => {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname + parsed.search;
};

/** Media the screen loads with its credential (rendered image templates under /api/digital-signage/self/…). */
export function needsDeviceKey(url: string): boolean {
  return pathOf(url).startsWith('/api/');
}

/**
 * Stores the program's media not yet in the cache and drops those it no longer lists. `headers` (the device
 * credential) go only with the media that need them.
 */
export async function syncMediaCache(mediaUrls: readonly string[], headers: Record<string, string>): Promise<void> {
  if (!('caches' in window)) return;
  const wanted = new Set(mediaUrls.map(keyOf));
  const cache = await caches.open(mediaCacheName);
  const stored = new Set<string>();
  for (const request of await cache.keys()) {
    const key = keyOf(request.url);
    if (wanted.has(key)) stored.add(key);
    else await cache.delete(request);
  }
  for (const key of wanted) {
    if (stored.has(key)) continue;
    try {
      const response = await fetch(key, needsDeviceKey(key) ? { headers } : {});
      if (response.status === 200) await cache.put(key, response);
    } catch {
      // Offline now: the worker stores it on first use later.
    }
  }
}

/** A medium that needs the credential, from the cache or else the network (then stored): its bytes, or null. */
export async function loadKeyedMedia(url: string, headers: Record<string, string>): Promise<Blob | null> {
  const key = keyOf(url);
  const cache = 'caches' in window ? await caches.open(mediaCacheName) : null;
  const cached = await cache?.match(key);
  if (cached) return cached.blob();
  const response = await fetch(key, { headers }).catch(() => null);
  if (response === null || response.status !== 200) return null;
  await cache?.put(key, response.clone());
  return response.blob();
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
