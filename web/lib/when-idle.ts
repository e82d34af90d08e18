// Runs work that the first screen does not need once the page has loaded, its first screen is
// drawn and the browser is idle (or after `timeout` ms at the latest), so it never competes with
// the first paint. 'Drawn' means the main area has content and no placeholder on the first screen
// is marked aria-busy: the load event alone fires while a page still waits for its first data.
import { FIRST_SCREEN_ID } from '../../sync/protocol/first-screen.ts';

const CONTENT_WAIT_MS = 3000;

/** The app's own container: the server's first screen (#first-screen) sits beside it until the app takes over. */
const appRoot = (): ParentNode => document.getElementById('root') ?? document;

function contentShown(): boolean {
  const root = appRoot();
  const main = root.querySelector('#main');
  if (!main || main.childElementCount === 0) return false;
  const busy = root.querySelectorAll('[aria-busy="true"]');
  return ![...busy].some((el) => el.getBoundingClientRect().top < window.innerHeight);
}

/** Everything waiting for the first screen: one check per frame for all of them, since each check reads layout. */
const contentWaiters = new Set<() => void>();
let contentObserver: MutationObserver | null = null;
let checking = false;

function checkContent(): void {
  checking = false;
  if (!contentWaiters.size) {
    contentObserver?.disconnect();
    contentObserver = null;
  } else if (contentShown()) for (const run of [...contentWaiters]) run();
}

/** Runs `then` once the app has drawn its first screen, or after `waitMs` at the latest. */
export function afterFirstContent(then: () => void, waitMs = CONTENT_WAIT_MS): void {
  // Never checked at the call: the callers are effects of a page just drawn, and reading layout there
  // forced the page's layout into the same task as every other effect (issue 17). The next frame's check lays
  // out once, where the browser lays out anyway.
  const run = () => {
    if (!contentWaiters.delete(run)) return;
    clearTimeout(timer);
    then();
  };
  const timer = setTimeout(run, waitMs);
  contentWaiters.add(run);
  // Checked once per frame, not on every mutation: reading layout while React is still adding the page
  // forced an extra layout of the whole page each time (long tasks).
  contentObserver ??= new MutationObserver(() => {
    if (!checking) requestAnimationFrame(checkContent);
    checking = true;
  });
  contentObserver.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  if (!checking) requestAnimationFrame(checkContent);
  checking = true;
}

/**
 * Runs `then` once the server's first screen (#first-screen) has left the page: the app has drawn its own
 * copy, decoded its pictures and swapped (web/app/first-screen.ts, at most 8 s). At once on a page without one.
 */
function afterServerScreen(then: () => void): void {
  const server = document.getElementById(FIRST_SCREEN_ID);
  const parent = server?.parentNode;
  if (!server || !parent) return then();
  const observer = new MutationObserver(() => {
    if (server.isConnected) return;
    observer.disconnect();
    then();
  });
  observer.observe(parent, { childList: true });
}

function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

function onIdle(work: () => void, timeout: number): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 200);
}

export function whenIdle(work: () => void, timeout = 2000): void {
  // The app's content can be drawn while the server's copy still covers it (pictures decoding): idle work
  // waits for the swap too, so it never competes with the takeover.
  afterLoad(() => afterFirstContent(() => afterServerScreen(() => onIdle(work, timeout))));
}

/** Like whenIdle, but without waiting for the first screen: for what offline use depends on. */
export function whenLoadedIdle(work: () => void, timeout = 2000): void {
  afterLoad(() => onIdle(work, timeout));
}
