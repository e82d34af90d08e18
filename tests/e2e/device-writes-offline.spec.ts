// What a page keeps for the device before its store opens (the store opens once the first screen is drawn and the
// page is idle) outlives a full page load in that moment: a material opened and left at once is readable offline and
// in a guest's history (web/lib/device-replays.ts, docs/sync.md).
import { expect, test } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';
import { deviceRows } from './page-models/device-store.ts';

const SLUG = 'pochemu-nebo-goluboe';

test('a material left by a full page load before the device store opened is kept for offline reading and history', async ({
  page,
  context,
}) => {
  const catalog = new CatalogPage(page);
  // The store's module is held back on the material's page: what it keeps can only wait in memory there.
  let releaseStore = () => {};
  const storeHeld = new Promise<void>((resolve) => (releaseStore = resolve));
  let storeAsked = () => {};
  const storeWanted = new Promise<void>((resolve) => (storeAsked = resolve));
  // A worker controlling the material's page would answer for the module (it is precached) past this hold: that page
  // registers none, as a first visit left before the page is idle does not.
  await page.addInitScript((slug) => {
    if (location.pathname === `/post/${slug}`)
      navigator.serviceWorker.register = () => Promise.reject(new Error('held back'));
  }, SLUG);
  await page.route('**/assets/local-db-*.js', async (route) => {
    storeAsked();
    await storeHeld;
    await route.continue().catch(() => undefined);
  });
  await catalog.open(`/post/${SLUG}`);
  const title = (await page.locator('#root').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  expect(title.length).toBeGreaterThan(3);
  await expect(page.locator('#first-screen')).toHaveCount(0);
  // The page has asked for the store: from here it would have written, were the store not held back.
  await storeWanted;
  expect((await deviceRows(page, 'cards')).some((r) => r.key === `page:${SLUG}`)).toBe(false);

  // Left at once for another page: the store opens there and writes what the material's page kept.
  releaseStore();
  await page.unroute('**/assets/local-db-*.js');
  await catalog.open('/catalog');
  await expect(catalog.cards.first()).toBeVisible();
  await catalog.waitForServiceWorker();
  await expect.poll(async () => (await deviceRows(page, 'cards')).some((r) => r.key === `page:${SLUG}`)).toBe(true);

  await context.setOffline(true);
  try {
    await page.goto('/profile/history');
    const history = page.getByRole('list', { name: 'История просмотров' });
    await expect(history.getByRole('link', { name: title })).toBeVisible();
    await page.screenshot({ path: 'test-results/device-writes-offline-history-375.png' });

    await history.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/post/${SLUG}`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});
