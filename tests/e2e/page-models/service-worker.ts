// The site's service worker in browser tests: waiting until it controls the page (it registers once
// the page is idle, so a first visit is not controlled at once).
import type { Page } from '@playwright/test';

export async function waitForController(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
    );
  });
}
