/// <reference lib="webworker" />
// The service worker: precaches the app shell so it opens with no network, caches images
// cache-first (bounded) and public GET calls network-first with a short timeout. A new
// version waits until the page asks it to take over ('Доступна новая версия').
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isPublicApiPath } from './lib/public-api-paths.ts';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/otherapi\//, /^\/media\//, /^\/uploads\//, /\/[^/?]+\.[^/]+$/],
  }),
);

registerRoute(
  ({ request, url }) => request.destination === 'image' || /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(url.pathname),
  new CacheFirst({
    cacheName: 'images',
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && isPublicApiPath(url.pathname),
  new NetworkFirst({
    cacheName: 'api-public',
    networkTimeoutSeconds: 4,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);
