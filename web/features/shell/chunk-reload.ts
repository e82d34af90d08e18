import { isOffline } from '../../lib/reachability.ts';
// When a screen's code chunk fails to load (usually a deploy replaced it), reload the page
// to get the new build, at most once per 60 s (the last reload time is in sessionStorage).
const CHUNK_RELOAD_KEY = 'chunkReloadAt';
const CHUNK_RELOAD_GAP_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/** True when a reload is allowed now, given the stored last-reload timestamp. */
export function mayReload(now: number, stored: string | null): boolean {
  const last = stored === null ? Number.NaN : Number(stored);
  return !Number.isFinite(last) || now - last >= CHUNK_RELOAD_GAP_MS;
}

/** Reloads for a chunk error if allowed; returns whether it did. */
export function reloadForChunkError(error: unknown): boolean {
  // Offline, a reload cannot fetch a new build and would replace the page with the browser's error.
  if (!isChunkLoadError(error) || isOffline()) return false;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
  } catch {
    return false;
  }
  const now = Date.now();
  if (!mayReload(now, stored)) return false;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  window.location.reload();
  return true;
}

/** Vite reports failed preloads of lazy chunks as 'vite:preloadError' on window. */
export function listenForPreloadErrors(): () => void {
  const onError = (e: Event) => {
    const payload: unknown = 'payload' in e ? e.payload : null;
    if (reloadForChunkError(payload)) e.preventDefault();
  };
  window.addEventListener('vite:preloadError', onError);
  return () => window.removeEventListener('vite:preloadError', onError);
}
