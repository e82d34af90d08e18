// Cold start to the first catalogue card for `npm run bench:web`: a new Chromium process on a
// phone-sized window, timed in the page from navigation start until the first card has been painted
// (the frame after the card entered the document). Online: a fresh profile, the server up.
// Offline: a profile whose first online visit installed the service worker and filled the
// device store, reopened in a new browser process with the network off (Playwright's offline
// emulation, which covers the service worker too, and the server stopped by the caller).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromiumPath } from '../../tests/e2e/chromium-path.ts';

const CARD = 'article.content-card';

export interface ColdStart {
  /** Navigation start to the first card painted, ms. */
  card: number;
  /** Navigation start to the first contentful paint (anything drawn), ms. */
  fcp: number;
  /** Where the time went (navigation start to each step, ms), for `--verbose`. */
  phases: Record<string, number>;
}

declare global {
  interface Window {
    __cardPaintedAt?: number;
  }
}

// A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
const MARK_FIRST_CARD = `(() => {
  const seen = () => {
    if (window.__cardSeen || !document.querySelector(${JSON.stringify(CARD)})) return;
    window.__cardSeen = true;
    requestAnimationFrame(() => setTimeout(() => { window.__cardPaintedAt = performance.now(); }));
  };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
})();`;

// What a cold start spends its time on, read from the page's own timings: the service worker's start
// and its answer to the navigation, the render-blocking stylesheets and scripts (through the worker),
// the first paint, the app's script run, and the card.
const PHASES = `(async () => {
  // The paint entry is reported a moment after the frame: wait for it.
  const fcp = await new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const entry = list.getEntriesByName('first-contentful-paint')[0];
      if (entry) resolve(entry.startTime);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(() => resolve(-1), 5000);
  });
  const nav = performance.getEntriesByType('navigation')[0];
  const resources = performance.getEntriesByType('resource');
  const latest = (list) => Math.max(0, ...list.map((r) => r.responseEnd));
  const blocking = resources.filter((r) => r.renderBlockingStatus === 'blocking');
  const entryScripts = resources.filter((r) => r.name.endsWith('.js') && r.startTime < nav.domInteractive);
  const round = (n) => Math.round(n ?? -1);
  return {
    card: round(window.__cardPaintedAt),
    fcp: round(fcp),
    phases: {
      'worker started': round(nav.workerStart),
      'page answered': round(nav.responseStart),
      'page received': round(nav.responseEnd),
      'render-blocking files received': round(latest(blocking)),
      'render-blocking files': blocking.length,
      'entry scripts received': round(latest(entryScripts)),
      'first paint': round(fcp),
      'DOM parsed (scripts run)': round(nav.domContentLoadedEventEnd),
      'card painted': round(window.__cardPaintedAt),
      'entry scripts': entryScripts.length,
    },
  };
})()`;

function open(profile: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    viewport: { width: 375, height: 740 },
    locale: 'ru-RU',
    serviceWorkers: 'allow',
  });
}

async function timeFirstCard(context: BrowserContext, url: string): Promise<ColdStart> {
  await context.addInitScript(MARK_FIRST_CARD);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__cardPaintedAt !== undefined, undefined, { timeout: 60_000 });
  return page.evaluate(PHASES) as Promise<ColdStart>;
}

/** Each run in a new profile: nothing cached, no service worker, an empty device store. */
export async function onlineColdStarts(url: string, runs: number): Promise<ColdStart[]> {
  const results: ColdStart[] = [];
  for (let i = 0; i < runs; i++) {
    const profile = mkdtempSync(join(tmpdir(), 'nauka-cold-online-'));
    const context = await open(profile);
    try {
      results.push(await timeFirstCard(context, url));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return results;
}

/** The first online visit: the service worker active and in control, the page's cards in the device store. */
export async function prepareOfflineProfile(url: string): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'nauka-cold-offline-'));
  const context = await open(profile);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(url);
    await page.waitForSelector(CARD, { timeout: 60_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return;
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    });
    await page.waitForFunction(
      () =>
        new Promise<boolean>((resolve) => {
          const req = indexedDB.open('nauka');
          req.onerror = () => resolve(false);
          req.onsuccess = () => {
            const db = req.result;
            if (!db.objectStoreNames.contains('pages')) return resolve(false);
            const count = db.transaction('pages').objectStore('pages').count();
            count.onsuccess = () => resolve(count.result > 0);
            count.onerror = () => resolve(false);
          };
        }),
      undefined,
      { timeout: 60_000, polling: 250 },
    );
  } finally {
    await context.close();
  }
  return profile;
}

/** Reopens the prepared profile `runs` times with the network off; the caller has stopped the server. */
export async function offlineColdStarts(profile: string, url: string, runs: number): Promise<ColdStart[]> {
  const results: ColdStart[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await open(profile);
      try {
        await context.setOffline(true);
        results.push(await timeFirstCard(context, url));
      } finally {
        await context.close();
      }
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
  return results;
}
