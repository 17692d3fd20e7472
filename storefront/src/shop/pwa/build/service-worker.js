/*
 * The storefront's service worker (spec §4 PWA, §7), served at /build/service-worker.js with scope /.
 * The build (pwa-build-plugin.ts) fills in VERSION and PRECACHE; a new build is a new worker, which waits until the
 * page sends SKIP_WAITING ('App neustarten').
 *
 * Caching: the app shell and the hashed assets for offline use; catalog reads (config, branches, menus, products ...)
 * network first with the last answer as the offline fallback; orders, carts, users and every write always go to the
 * network and are never stored.
 */
const VERSION = '__PWA_VERSION__';
const PRECACHE = ['__PWA_PRECACHE__'];
const CACHE = `bestell-${VERSION}`;
const SHELL = '/';

/** GET /api/<first segment> answers kept for offline reading: the public catalog, nothing personal. */
const CATALOG_READS = new Set([
  'config',
  'divisions',
  'branches',
  'menus',
  'categories',
  'products',
  'tags',
  'tables',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'donatees',
]);

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([SHELL, ...PRECACHE])));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((key) => key.startsWith('bestell-') && key !== CACHE).map((key) => caches.delete(key))),
      ),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});

async function networkFirst(request, fallbackUrl) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (fallbackUrl ? await cache.match(fallbackUrl) : undefined);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/')) {
    const segment = path.split('/')[2] ?? '';
    // Only the exact catalog lists: /api/orders/..., /api/carts/..., /api/users/... pass straight through.
    if (CATALOG_READS.has(segment) && path.split('/').length === 3) event.respondWith(networkFirst(request));
    return;
  }
  if (path.startsWith('/upload/') || path.startsWith('/widgets/') || path.startsWith('/backend')) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirst(request, SHELL));
    return;
  }
  if (path.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  event.respondWith(networkFirst(request));
});
