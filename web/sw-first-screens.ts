/// <reference lib="webworker" />
// The service worker's answer to a navigation: the precached shell at once, with the last first screen the server
// drew for that page (kept in the 'first-screens' cache), so a cold start, online or offline, paints the page
// before any script loads. A page is (re)fetched from the server in the background when online, kept or not; the page
// itself keeps the first screen it got from the network (web/app/first-screen.ts). Never keeps anything personal:
// the server's first screens are public (api/features/first-screen). With a kept first screen the shell's stylesheet
// goes inline: linked, it is asked of this worker behind the dozen module scripts the page's head names first, and
// the first paint waits for it. Without one it stays linked: nothing is painted before the app draws, and the app's
// scripts wait for a linked stylesheet, so the Golos font (preloaded) is there before the app draws its page and
// nothing shifts when it arrives (inline, an event page moved by 0.12 at 1280 px).
import { matchPrecache } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core';
import { FIRST_SCREEN_CACHE, firstScreenKey, firstScreenOf, withFirstScreen } from '../sync/protocol/first-screen.ts';

const SHELL = '/index.html';
const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"]+\.css)">/;

interface Shell {
  /** The shell as built, its stylesheet linked. */
  html: string;
  /** The shell with its stylesheet inline, for a page with a kept first screen. */
  inline: string;
  /** The server's headers of the precached shell (its security policy among them). */
  headers: Headers;
}

/** The precached shell, read once per worker start (a new build is a new worker). */
let shellRead: Promise<Shell | null> | null = null;

async function readShell(): Promise<Shell | null> {
  const shell = await matchPrecache(SHELL);
  if (!shell) return null;
  const html = await shell.text();
  // The body is rewritten here, so the stored response's length and encoding no longer describe it.
  const headers = new Headers(shell.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const link = STYLESHEET.exec(html);
  const css = link?.[1] ? await matchPrecache(link[1]).then((res) => res?.text()) : undefined;
  if (!link || css === undefined || /<\/style/i.test(css)) return { html, inline: html, headers };
  return { html, inline: html.replace(link[0], () => `<style>${css}</style>`), headers };
}

/** Asks the server for the page again and keeps (or drops) its first screen. */
async function refresh(url: URL, cache: Cache, key: string): Promise<void> {
  try {
    const res = await fetch(url, { credentials: 'omit', headers: { Accept: 'text/html' } });
    // The page is gone (404, 410): its kept screen goes too; another failure keeps it.
    if (res.status === 404 || res.status === 410) await cache.delete(key);
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
  shellRead ??= readShell();
  const [shell, kept] = await Promise.all([shellRead, cache.match(key)]);
  if (shell === null) {
    shellRead = null;
    return fetch(event instanceof FetchEvent ? event.request : url);
  }
  // A page not kept yet is asked for too: the page opened from the bare shell has no first screen of its own to keep.
  if (navigator.onLine && event instanceof ExtendableEvent) event.waitUntil(refresh(url, cache, key));
  // Without the answers it was drawn from: those are not kept, so the app asks for fresh ones.
  const html = kept ? withFirstScreen(shell.inline, { html: await kept.text(), answers: '' }) : shell.html;
  return new Response(html, { headers: shell.headers });
}
