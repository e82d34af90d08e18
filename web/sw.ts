/// <reference lib="webworker" />
// The service worker: precaches the app shell so it opens with no network, keeps each screen's code once it is
// first used (the shell only is precached, issue 44), caches images
// cache-first (bounded) and public GET calls network-first with a short timeout. A new
// version waits until the page asks it to take over ('Доступна новая версия').
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { createPartialResponse } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { BACKGROUND_SYNC_TAG, browserDeps, runBackgroundSync } from '../workers/background-sync.ts';
import { otherStoredWidths } from '../sync/rules/images.ts';
import { STAFF_AREA_PATH } from '../sync/rules/staff-area.ts';
import { isPublicApiPath } from './lib/public-api-paths.ts';
import { DEVICE_COPY_HEADER } from './lib/device-copy.ts';
import { CLAIM_MESSAGE, CODE_CACHE, isCodeUrl, KEEP_CODE_MESSAGE } from './lib/route-code-names.ts';
import { carryKeptCode } from './sw-code-update.ts';
import { answerNavigation } from './sw-first-screens.ts';

declare const self: ServiceWorkerGlobalScope;

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
cleanupOutdatedCaches();
clientsClaim();

// Screens' code (hashed names, so a kept copy is never stale) is kept at its first use. Only a count bounds it, never
// an age: a screen opened once must still open offline months later. The files of an older build stay until evicted,
// so a page of that build that has not reloaded after an update still finds its chunks.
const code = new CacheFirst({
  cacheName: CODE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }),
  ],
});
registerRoute(({ url }) => url.origin === self.location.origin && isCodeUrl(url.pathname), code);

/** Keeps files the page loaded before this worker controlled it (its first visit), or asks to keep. */
async function keepCode(urls: unknown, event: ExtendableEvent): Promise<void> {
  if (!Array.isArray(urls)) return;
  const own = urls
    .filter((u): u is string => typeof u === 'string')
    .map((u) => new URL(u, self.location.origin))
    .filter((u) => u.origin === self.location.origin && isCodeUrl(u.pathname));
  // handleAll's second promise settles once the file is written: handle() answers when the headers arrive and writes
  // the body later, so 'Скачать курс' said done while a slow network still brought the code.
  await Promise.all(
    own.map((u) => {
      const [answered, written] = code.handleAll({ request: new Request(u.href), event });
      return Promise.all([answered, written]).catch(() => undefined);
    }),
  );
}

// An update keeps the new build's code of the screens opened under the old one, before it takes over.
self.addEventListener('install', (event) => event.waitUntil(carryKeptCode(manifest, (urls) => keepCode(urls, event))));

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
  // Claiming is what activation does (clientsClaim): this only reaches a page activation could not.
  if (event.data?.type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
  if (event.data?.type === KEEP_CODE_MESSAGE) {
    const done = keepCode(event.data.urls, event);
    event.waitUntil(done);
    // The page waits for the answer ('Скачать курс' says done only when the screens' code is kept).
    void done.then(() => event.ports[0]?.postMessage(true));
  }
});

/** An address of a file (a name with an extension), not a screen of the app. */
const FILE_PATH = /\/[^/?]+\.[^/]+$/;

// The staff area is its own page (staff.html, not kept here): its navigations go to the network, so
// offline it shows the browser's own offline page instead of the pupil's shell.
// Navigations get the shell with the page's last server-drawn first screen (web/sw-first-screens.ts).
registerRoute(
  new NavigationRoute(answerNavigation, {
    denylist: [/^\/api\//, /^\/otherapi\//, /^\/media\//, /^\/uploads\//, STAFF_AREA_PATH, FILE_PATH],
  }),
);

// Media of downloaded courses ('Скачать курс', cache 'course-media') and of materials saved
// offline ('Сохранить офлайн', cache 'offline-media'): answered from that cache
// first, so a downloaded course shows its images and plays its audio with the network off.
const HELD_MEDIA_CACHES = ['offline-media', 'course-media'];
async function heldMedia(url: string): Promise<Response | undefined> {
  for (const name of HELD_MEDIA_CACHES) {
    const hit = await caches.open(name).then((c) => c.match(url));
    if (hit) return hit;
  }
  return undefined;
}
const images = new CacheFirst({
  cacheName: 'images',
  plugins: [
    new CacheableResponsePlugin({ statuses: [0, 200] }),
    new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
  ],
});
const isImage = (request: Request, url: URL) =>
  request.destination === 'image' || /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(url.pathname);
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    (isImage(request, url) ||
      request.destination === 'audio' ||
      /\.(mp3|m4a|ogg|oga|opus|wav|aac)$/i.test(url.pathname)),
  async ({ request, event }) => {
    const held = await heldMedia(request.url);
    // A media element asks for byte ranges: answer them from the held file (seeking offline).
    if (held) return request.headers.has('range') ? createPartialResponse(request, held) : held;
    const url = new URL(request.url);
    if (!isImage(request, url)) return fetch(request);
    try {
      return await images.handle({ request, event });
    } catch (error) {
      // Offline, a screen of another width asks for a width never kept: another kept width shows the picture.
      // Any cache will do: the picture cache, a saved material's or a downloaded course's.
      for (const other of otherStoredWidths(url.pathname + url.search)) {
        const kept = await caches.match(other);
        if (kept) return kept;
      }
      throw error;
    }
  },
);

// Pictures from elsewhere (other origins) are kept the same way.
registerRoute(({ request, url }) => isImage(request, url), images);

// A copy given because the network failed is marked for the page (reachability.ts), so it says 'Нет подключения' even
// where the browser still claims to be online. A copy given because the network was slow (networkTimeoutSeconds) is
// not: the request goes on and the network is there, and the header would flash the notice on a slow school link.
const markDeviceCopy: WorkboxPlugin = {
  fetchDidFail: async ({ state }) => {
    if (state) state.networkFailed = true;
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (!cachedResponse || !state?.networkFailed) return cachedResponse ?? null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(DEVICE_COPY_HEADER, '1');
    return new Response(cachedResponse.body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && url.origin === self.location.origin && isPublicApiPath(url.pathname),
  new NetworkFirst({
    cacheName: 'api-public',
    networkTimeoutSeconds: 4,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true }),
      markDeviceCopy,
    ],
  }),
);

// Background Sync: the page registers BACKGROUND_SYNC_TAG when it queues an action; the
// browser fires 'sync' once online (even after the tab closed) and, when no tab of the app is open, we send the outbox.
interface SyncEventLike extends ExtendableEvent {
  readonly tag: string;
}
function isSyncEvent(event: Event): event is SyncEventLike {
  return 'tag' in event && 'waitUntil' in event;
}
/** A tab of the app (not a file such as the manifest opened in a tab) is open. */
async function appOpen(): Promise<boolean> {
  const windows = await self.clients.matchAll({ type: 'window' });
  return windows.some((w) => !FILE_PATH.test(new URL(w.url).pathname));
}
self.addEventListener('sync', (event: Event) => {
  if (isSyncEvent(event) && event.tag === BACKGROUND_SYNC_TAG) event.waitUntil(runBackgroundSync(browserDeps(appOpen)));
});

// Web Push (docs/notifications.md): the server sends {id, title, body, url}; the notification opens
// that screen in an open tab of the site, or a new one.
interface PushMessage {
  id?: number;
  title?: string;
  body?: string;
  url?: string;
}
self.addEventListener('push', (event) => {
  let data: PushMessage = {};
  try {
    data = (event.data?.json() as PushMessage | undefined) ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  const url = typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/';
  event.waitUntil(
    self.registration.showNotification(data.title || 'Наука рядом', {
      body: data.body ?? '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.id ? `notification-${data.id}` : undefined,
      data: { url },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/';
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin);
      if (tab) {
        await tab.focus();
        await tab.navigate(url);
      } else await self.clients.openWindow(url);
    })(),
  );
});
