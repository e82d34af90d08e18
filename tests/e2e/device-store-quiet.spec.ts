// A guest reading online: the page's device store (Dexie) opens only once the page has been quiet, with no long
// task and no input from the reader for a while (web/lib/when-quiet.ts, issue 17), and what the page kept for the
// device is written then, so the material is still readable offline.
import { expect, test } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';
import { deviceRows } from './page-models/device-store.ts';

const SLUG = 'pochemu-nebo-goluboe';
/** The page's Dexie: its module and the store's schema (the sync worker's copy is inside the worker's own file). */
const DEXIE_IN_PAGE = /\/assets\/(import-wrapper|local-db)-[\w-]+\.js$/;

test('a guest scrolling a material does not load the device store; it opens once the page is quiet and keeps the material for offline reading', async ({
  page,
  context,
}) => {
  const catalog = new CatalogPage(page);
  const dexie: { askedAt: number | null } = { askedAt: null };
  page.on('request', (request) => {
    if (dexie.askedAt === null && DEXIE_IN_PAGE.test(new URL(request.url()).pathname)) dexie.askedAt = Date.now();
  });
  await catalog.open(`/post/${SLUG}`);
  const title = page.locator('#root').getByRole('heading', { level: 1 });
  await expect(title).toBeVisible();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const titleText = (await title.textContent()) ?? '';

  // The reader scrolls for four seconds: each scroll postpones the store's opening.
  for (let i = 0; i < 8; i += 1) {
    await page.mouse.wheel(0, i % 2 ? -300 : 300);
    await page.waitForTimeout(500);
  }
  expect(dexie.askedAt, 'Dexie was loaded while the reader was scrolling').toBeNull();
  expect((await deviceRows(page, 'cards')).some((r) => r.key === `page:${SLUG}`)).toBe(false);
  const quietFrom = Date.now();

  // Once the page has been quiet, the store opens and writes the material the page kept.
  await expect.poll(async () => (await deviceRows(page, 'cards')).some((r) => r.key === `page:${SLUG}`)).toBe(true);
  expect((dexie.askedAt ?? 0) - quietFrom).toBeGreaterThanOrEqual(1000);

  await catalog.waitForServiceWorker();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(titleText);
  } finally {
    await context.setOffline(false);
  }
});
