// The signage player's service worker (issue 29.4), scope /signage/: a screen keeps playing its last program when
// the network or the API is gone. The player's page (src/signage/media-cache.ts) fills and prunes the caches.
// - media (/image/…, /upload/…: versioned, immutable URLs): cache first, stored on first use;
// - the app's files (/assets/…: hashed names): cache first;
// - the page itself (any /signage/… navigation): network first, else the last stored page (the same app shell);
// - the API (/api/…): never cached here (the page keeps the program in localStorage).
const MEDIA_CACHE = 'signage-media-v1';
const SHELL_CACHE = 'signage-shell-v1';
const SHELL_KEY = '/signage/__shell';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  const cached = await cache.match(request, { ignoreVary: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.status === 200) await cache.put(request, response.clone());
  return response;
}

async function networkFirstPage(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(SHELL_KEY);
    if (cached) return cached;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname.startsWith('/signage/')) event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, SHELL_CACHE));
    return;
  }
  if (url.pathname.startsWith('/image/') || url.pathname.startsWith('/upload/')) {
    event.respondWith(cacheFirst(request, MEDIA_CACHE));
  }
});
