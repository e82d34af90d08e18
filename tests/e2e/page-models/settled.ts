// Waits until a page has settled, instead of a fixed sleep: no request of the page in flight, and for a run of
// animation frames no element added, removed or re-attributed, no layout shift and no React commit. A check that
// something did NOT happen (a shift, a second draw) is made after this, when whatever would have made it happen
// (a late answer, a font, the device store's reads) has come and been drawn.
import type { Page, Request } from '@playwright/test';

declare global {
  interface Window {
    /** Bumped on every change the page can still make to what is seen (see watchSettling). */
    __changes?: number;
  }
}

export interface Settling {
  /** Resolves once the page is settled (see the module comment); fails after `timeout` ms with what was pending. */
  settled(options?: { frames?: number; timeout?: number }): Promise<void>;
}

// Media stream for as long as they play (an article's audio over a slowed network): they never finish.
const STREAMS = new Set(['media', 'websocket', 'eventsource']);
// Reading statistics go as keepalive fetches (web/lib/scroll-statistics.ts), which Chromium gives Playwright no
// end for; nothing on the screen waits for them.
const BEACONS = /\/api\/statistics(\/|$)/;

/** Call before the page opens (after countCardDraws, whose React hook it then listens to). */
export async function watchSettling(page: Page): Promise<Settling> {
  await page.addInitScript(() => {
    window.__changes = 0;
    const changed = () => (window.__changes = (window.__changes ?? 0) + 1);
    // Text that ticks (a countdown's seconds) is left out; if it moved anything, the layout shift counts.
    new MutationObserver(changed).observe(document, { childList: true, attributes: true, subtree: true });
    new PerformanceObserver(changed).observe({ type: 'layout-shift', buffered: true });
    // React calls the DevTools hook after each commit: counted too when a page model installed it before this one
    // (card-draws.ts), since a redraw that changes nothing in the document is still a change of the page's work.
    const hook = (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { onCommitFiberRoot?: (...args: unknown[]) => void } })
      .__REACT_DEVTOOLS_GLOBAL_HOOK__;
    if (hook) {
      const before = hook.onCommitFiberRoot;
      hook.onCommitFiberRoot = (...args) => {
        changed();
        before?.(...args);
      };
    }
  });
  const inFlight = new Set<Request>();
  let started = 0;
  let heard: (() => void) | null = null;
  const finished = (request: Request) => {
    inFlight.delete(request);
    heard?.();
  };
  page.on('request', (request) => {
    if (STREAMS.has(request.resourceType()) || BEACONS.test(new URL(request.url()).pathname)) return;
    inFlight.add(request);
    started++;
  });
  page.on('requestfinished', finished);
  page.on('requestfailed', finished);

  /** Whether the page made no change for `frames` animation frames in a row. */
  const quietFor = (frames: number) =>
    page.evaluate(
      (n) =>
        new Promise<boolean>((resolve) => {
          const at = window.__changes;
          let seen = 0;
          const frame = () => {
            if (window.__changes !== at) resolve(false);
            else if (++seen >= n) resolve(true);
            else requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        }),
      frames,
    );

  return {
    async settled({ frames = 30, timeout = 20_000 } = {}) {
      const deadline = Date.now() + timeout;
      for (;;) {
        if (Date.now() > deadline)
          throw new Error(
            `the page did not settle in ${timeout} ms; in flight: ${[...inFlight].map((r) => r.url()).join(', ') || 'none'}`,
          );
        if (inFlight.size) {
          await new Promise<void>((resolve) => {
            heard = resolve;
            setTimeout(resolve, Math.max(0, deadline - Date.now()));
          });
          heard = null;
          continue;
        }
        const before = started;
        if ((await quietFor(frames)) && started === before && !inFlight.size) return;
      }
    },
  };
}
