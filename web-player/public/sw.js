/* global self, caches */
/*
 * Khela service worker (hand-written, no build step). Registered by the production build only.
 * - The app shell (/, manifest, icons) is cached at install; pages are answered from the cache at once
 *   and refreshed in the background, so a repeat visit on a slow network paints immediately.
 * - Hashed build assets (/assets/*) never change: cache-first.
 * - API, sockets, captcha, uploads and log-out always go to the network and are never cached.
 */
const VERSION = 'v1';
const SHELL_CACHE = `khela-shell-${VERSION}`;
const ASSET_CACHE = `khela-assets-${VERSION}`;
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'];
const NETWORK_ONLY = ['/api/', '/socket.io/', '/captcha', '/storage/', '/player/', '/backoffice'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL_CACHE && key !== ASSET_CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    const cache = await caches.open(ASSET_CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}

/** Every route is the same index.html: answer from the cache, refresh it for next time. */
async function shellStaleWhileRevalidate(event) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match('/');
  const refresh = fetch(event.request)
    .then((response) => {
      if (response.ok && (response.headers.get('content-type') || '').includes('text/html')) {
        return cache.put('/', response.clone()).then(() => response);
      }
      return response;
    })
    .catch(() => cached);
  if (cached) {
    event.waitUntil(refresh);
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (NETWORK_ONLY.some((prefix) => url.pathname.startsWith(prefix))) return;

  if (request.mode === 'navigate') {
    event.respondWith(shellStaleWhileRevalidate(event));
  } else if (url.pathname.startsWith('/assets/') || SHELL.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
  }
});
