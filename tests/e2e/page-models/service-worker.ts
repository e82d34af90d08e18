// The site's service worker in browser tests: waiting until it controls the page, so it reloads with no
// network. The wait is bounded: one that never ends hides why, so a timeout reports the registration's
// state (installing, waiting, active) as it last was.
import { expect, type Page } from '@playwright/test';

/** 'controlled', or the registration's state while it is not yet. */
function workerState(): Promise<string> {
  return navigator.serviceWorker.getRegistration('/').then((reg) => {
    if (navigator.serviceWorker.controller) return 'controlled';
    if (!reg) return 'not registered';
    const worker = (w: ServiceWorker | null) => w?.state ?? 'none';
    return `installing: ${worker(reg.installing)}, waiting: ${worker(reg.waiting)}, active: ${worker(reg.active)}`;
  });
}

/**
 * Waits until the worker controls the page. With register, registers it first: the app does so once the page
 * is idle (tested in pwa.spec.ts), a page opened a moment ago may not have yet, and registering the same
 * script again is a no-op for the app.
 */
export async function waitForController(page: Page, { register = false } = {}): Promise<void> {
  if (register)
    await page.evaluate(() => navigator.serviceWorker.register('/sw.js', { scope: '/' }).then(() => undefined));
  await expect
    .poll(() => page.evaluate(workerState), { timeout: 30_000, message: 'the service worker controls the page' })
    .toBe('controlled');
}

/**
 * Waits until the worker has kept every script and stylesheet the page loaded (in its precache or its 'code' cache):
 * on a first visit they came before it controlled the page and are handed to it once the page is idle
 * (web/lib/route-code.ts). A page that goes offline before that finds no code for its screens.
 */
export async function waitForLoadedCodeKept(page: Page): Promise<void> {
  const missing = () =>
    page.evaluate(async () => {
      const code = performance
        .getEntriesByType('resource')
        .map((e) => new URL(e.name))
        .filter((u) => u.origin === location.origin && /^\/assets\/.+\.(js|css)$/.test(u.pathname));
      const absent: string[] = [];
      for (const u of code) if (!(await caches.match(u.pathname, { ignoreSearch: true }))) absent.push(u.pathname);
      return absent;
    });
  await expect.poll(missing, { timeout: 30_000, message: 'the worker kept the code the page loaded' }).toEqual([]);
}
