/// <reference lib="webworker" />
// The service worker's answer to a navigation: the precached shell at once, with the last first screen the server
// drew for that page (kept in the 'first-screens' cache), so a cold start, online or offline, paints the page
// before any script loads. A kept page is refreshed from the server in the background when online; the page
// itself keeps the first screen it got from the network (web/app/first-screen.ts). Never keeps anything personal:
// the server's first screens are public (api/features/first-screen).
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { FIRST_SCREEN_CACHE, firstScreenKey, firstScreenOf, withFirstScreen } from '../sync/protocol/first-screen.ts';

const SHELL = '/index.html';

/** Asks the server for the page again and keeps (or drops) its first screen. */
async function refresh(url: URL, cache: Cache, key: string): Promise<void> {
  try {
    const res = await fetch(url, { credentials: 'omit', headers: { Accept: 'text/html' } });
    if (!res.ok) return;
    const fragment = firstScreenOf(await res.text());
    if (fragment) await cache.put(key, new Response(fragment, { headers: { 'Content-Type': 'text/html' } }));
    else await cache.delete(key);
  } catch {
    // Offline or the server is away: the kept copy stays.
  }
}

export async function answerNavigation({ url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const key = firstScreenKey(url.href);
  const cache = await caches.open(FIRST_SCREEN_CACHE);
  const [shell, kept] = await Promise.all([matchPrecache(SHELL), cache.match(key)]);
  if (!shell) return fetch(event instanceof FetchEvent ? event.request : url);
  if (!kept) return shell;
  if (navigator.onLine && event instanceof ExtendableEvent) event.waitUntil(refresh(url, cache, key));
  const html = withFirstScreen(await shell.text(), await kept.text());
  return new Response(html, { headers: shell.headers });
}
