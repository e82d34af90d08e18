// Asks the service worker to keep screens' code (it precaches the shell only, issue 44): what the page loaded before
// the worker controlled it (a first visit), and the screens 'Скачать курс' and 'Сохранить офлайн' promise offline.
// Never fetches code itself: the worker keeps it in its 'code' cache, where a later offline load finds it.
import { codeHandedOver, LEFT_BEHIND_KEY } from './code-left-behind.ts';
import { CLAIM_MESSAGE, KEEP_CODE_MESSAGE } from './route-code-names.ts';

/** Written by the build (scripts/route-code-plugin.ts): each route file's code, e.g. 'post/$slug'. */
const ROUTE_CODE_URL = '/route-code.json';

/** The active worker, waited for: the app registers it once the page is idle (web/app/pwa.ts); none in development. */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return null;
  return (await navigator.serviceWorker.ready).active;
}

/** A worker that never answers (stopped, or of a build that does not know the message) holds no download for longer. */
const ANSWER_WAIT_MS = 60_000;

/** Resolves once the worker has kept `urls`: true, or false when nothing answered (no worker, or none in time). */
async function keep(urls: string[]): Promise<boolean> {
  const worker = await activeWorker();
  if (!worker || urls.length === 0) return false;
  const { port1, port2 } = new MessageChannel();
  const done = new Promise<boolean>((resolve) => {
    port1.onmessage = () => resolve(true);
    setTimeout(() => resolve(false), ANSWER_WAIT_MS);
  });
  worker.postMessage({ type: KEEP_CODE_MESSAGE, urls }, [port2]);
  return done;
}

/** The addresses noted by pages left before a worker controlled them (web/lib/code-left-behind.ts). */
function leftBehind(): string[] {
  try {
    return (localStorage.getItem(LEFT_BEHIND_KEY) ?? '').split(' ').filter(Boolean);
  } catch {
    return [];
  }
}

/** Forgets the noted addresses the worker has kept; those noted meanwhile (another tab) stay. */
function forgetLeftBehind(handed: string[]): void {
  const done = new Set(handed);
  const rest = leftBehind().filter((u) => !done.has(u));
  try {
    if (rest.length) localStorage.setItem(LEFT_BEHIND_KEY, rest.join(' '));
    else localStorage.removeItem(LEFT_BEHIND_KEY);
  } catch {
    // Storage refused: nothing was noted either.
  }
}

/** This page's code files and those of pages left before a worker controlled them; the worker keeps code only. */
async function keepLoadedAndLeft(): Promise<void> {
  const left = leftBehind();
  const controlled = !!navigator.serviceWorker.controller;
  const kept = await keep([...performance.getEntriesByType('resource').map((e) => e.name), ...left]);
  if (!kept) return;
  forgetLeftBehind(left);
  if (controlled) codeHandedOver();
}

/**
 * Hands the worker the code files this page has loaded (scripts, stylesheets, module preloads), and again once it
 * controls the page: on a first visit they were fetched before it did, so it has not kept them; with them the files of
 * pages left before that. Cheap otherwise: the worker finds each in its cache. A page still uncontrolled once the
 * worker is active (its navigation ran while the worker activated) asks to be claimed.
 */
export async function keepLoadedCode(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener('controllerchange', () => void keepLoadedAndLeft().catch(console.error), {
      once: true,
    });
    const worker = await activeWorker();
    if (worker && !navigator.serviceWorker.controller) worker.postMessage({ type: CLAIM_MESSAGE });
  }
  await keepLoadedAndLeft();
}

/** Keeps the code of these screens (route files, as in web/routes: 'course/$id/$step'). */
export async function keepRouteCode(routes: string[]): Promise<void> {
  if (!(await activeWorker())) return;
  const res = await fetch(ROUTE_CODE_URL);
  if (!res.ok) throw new Error(`${ROUTE_CODE_URL}: ${res.status}`);
  const { routes: files } = (await res.json()) as { routes: Record<string, string[]> };
  await keep([...new Set(routes.flatMap((r) => files[r] ?? []))]);
}
