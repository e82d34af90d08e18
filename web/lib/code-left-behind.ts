// A page left before the service worker controlled it (a first visit left at once) loaded code the worker never saw:
// on leaving it notes those files, and the next page hands them to the worker (web/lib/route-code.ts), so the screen
// opens offline. Part of the entry, so it stays tiny; never notes anything but the site's hashed code files.
import { isCodeUrl } from './route-code-names.ts';

const KEY = 'code-left-behind';
/** A bound against a list nobody hands over (a browser with no service worker): the newest files are kept. */
const MAX_FILES = 500;

/** The files noted by pages left before the worker controlled them (paths). */
export function codeLeftBehind(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/** Forgets `handed`, the files the worker has kept; files noted meanwhile (another tab) stay. */
export function forgetCodeLeftBehind(handed: Iterable<string>): void {
  const done = new Set(handed);
  const rest = codeLeftBehind().filter((p) => !done.has(p));
  try {
    if (rest.length) localStorage.setItem(KEY, JSON.stringify(rest));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage unavailable (private mode quota): the list was never written either.
  }
}

let handedOver = false;

/** This page's code is with the worker, which controls the page: what it loads from now on passes through the worker. */
export const codeHandedOver = () => void (handedOver = true);

/** Notes this page's code files when it is left before they were handed to a worker that controls it. */
export function noteCodeOnLeave(): void {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('pagehide', () => {
    if (handedOver) return;
    const loaded = performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name, location.href))
      .filter((u) => u.origin === location.origin && isCodeUrl(u.pathname))
      .map((u) => u.pathname);
    const all = [...new Set([...codeLeftBehind(), ...loaded])].slice(-MAX_FILES);
    try {
      localStorage.setItem(KEY, JSON.stringify(all));
    } catch {
      // Storage full or refused: this page's screen opens offline only after it is opened again online.
    }
  });
}
