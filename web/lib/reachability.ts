// Whether our server can be reached: what every 'Нет подключения' and every wait for the network reads.
// The browser's navigator.onLine is not enough. On a school wifi with no way out, or in a page the service worker
// opened while the network was gone, the browser may say online while nothing gets through (Chromium keeps saying
// so after such a reload). So a request that fails for want of the network, or that the service worker answered
// from its own copy, marks the server unreached; from then on GET /api/health is asked with growing pauses until
// it answers, and any answer from the server marks it reached again. The browser's 'online' event counts as an
// answer (the next request says whether it was one); its 'offline' is believed at once.
import { askHealth, probeDelay } from './work-uploads/server-probe.ts';

let reached = true;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();
const backListeners = new Set<() => void>();

const notify = () => {
  for (const l of listeners) l();
};

/** The device cannot reach the server now: the browser says offline, or the last request did not get through. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && (!navigator.onLine || !reached);
}

/** A request got the server's own answer (any status: a 503 is the server speaking, not the network failing).
 * `quiet`: the browser's 'online' event, whose listeners hear the event itself. */
export function noteServerAnswered(quiet = false): void {
  clearTimeout(timer);
  timer = undefined;
  attempt = 0;
  if (reached) return;
  reached = true;
  if (quiet) return;
  notify();
  for (const l of backListeners) l();
}

/** A request failed for want of the network, or came back from the service worker's copy. */
export function noteServerUnreached(): void {
  if (typeof window === 'undefined') return;
  if (reached) {
    reached = false;
    notify();
  }
  scheduleProbe();
}

function scheduleProbe(): void {
  if (timer !== undefined) return;
  timer = setTimeout(() => void probe(), probeDelay(attempt++) * 1000);
}

async function probe(): Promise<void> {
  timer = undefined;
  // Offline by the browser's own word: its 'online' event brings the next step.
  if (!navigator.onLine) return;
  if (await askHealth()) return noteServerAnswered();
  if (!reached) scheduleProbe();
}

/** Redraws on every change of isOffline(). */
export function subscribeReachability(callback: () => void): () => void {
  listeners.add(callback);
  window.addEventListener('online', callback);
  window.addEventListener('offline', callback);
  return () => {
    listeners.delete(callback);
    window.removeEventListener('online', callback);
    window.removeEventListener('offline', callback);
  };
}

/** Calls `callback` each time the server can be reached again: the browser's 'online', or a probe or request that got through. */
export function whenServerBack(callback: () => void): () => void {
  backListeners.add(callback);
  window.addEventListener('online', callback);
  return () => {
    backListeners.delete(callback);
    window.removeEventListener('online', callback);
  };
}

// The browser's 'online' is believed until a request says otherwise.
if (typeof window !== 'undefined') window.addEventListener('online', () => noteServerAnswered(true));
