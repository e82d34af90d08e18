// Issue 44: the service worker precaches the shell only and keeps each screen's code when it is first used, so a
// first visit does not download the whole site, and every screen opened once still opens with the network off,
// drawn by the app itself (not only the server's first screen the worker keeps for it).
import { expect, test, type Page } from '@playwright/test';
import { waitForController } from './page-models/service-worker.ts';

const SCREENS = [
  '/',
  '/catalog',
  '/post/pochemu-nebo-goluboe',
  '/course/2',
  '/news/novyj-razdel-podkasty',
  '/event/lekciya-chernye-dyry',
];

/** Paths of everything in the caches whose name contains `part`. */
function cachedPaths(page: Page, part: string): Promise<string[]> {
  return page.evaluate(async (part) => {
    const paths: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.includes(part)))
      for (const req of await (await caches.open(name)).keys()) paths.push(new URL(req.url).pathname);
    return paths;
  }, part);
}

/** The app has drawn the page in #root (not an error screen) and the server's first screen is gone. */
async function drawnByApp(page: Page): Promise<void> {
  await expect(page.locator('#root main').first()).toBeVisible();
  await expect(page.locator('#root main').first()).not.toBeEmpty();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // A screen whose code is missing shows 'Ошибка 500'; one never kept, 'Нет подключения'.
  await expect(page.getByRole('heading', { level: 1, name: /^(Ошибка|Нет подключения)/ })).toHaveCount(0);
}

test('a first visit precaches no screen code; every screen opened once opens again offline', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const chunkErrors: string[] = [];
  page.on('pageerror', (e) => chunkErrors.push(e.message));
  await page.goto('/');
  await waitForController(page);
  const routes = await page.evaluate(
    async () => ((await (await fetch('/route-code.json')).json()) as { routes: Record<string, string[]> }).routes,
  );
  const screenCode = new Set(Object.values(routes).flat());
  const precached = await cachedPaths(page, 'precache');
  expect(precached).toContain('/index.html');
  expect(precached.filter((p) => screenCode.has(p))).toEqual([]);
  // The home page's code, loaded before the worker controlled the page, was handed to it.
  await expect.poll(() => cachedPaths(page, 'code')).toContain(routes.index?.[0]);
  // A screen never opened is not on the device.
  expect((await cachedPaths(page, '')).filter((p) => routes['course/$id/$step']?.[0] === p)).toEqual([]);

  for (const path of SCREENS.slice(1)) {
    await page.goto(path);
    await drawnByApp(page);
    await page.waitForLoadState('networkidle');
  }

  // Offline, the browser's HTTP cache would answer hashed files for a while (they are immutable); it may be emptied
  // at any time, so only what the service worker keeps counts.
  await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
  await context.setOffline(true);
  try {
    for (const path of SCREENS) {
      await page.goto(path);
      await drawnByApp(page);
    }
  } finally {
    await context.setOffline(false);
  }
  expect(chunkErrors).toEqual([]);
});
