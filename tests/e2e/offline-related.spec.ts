// Issue 42, item 15: the 'Читай также' cards of a material saved offline show their pictures with the network
// off: 'Сохранить офлайн' keeps one width of each card's picture beside the material's own files.
import { expect, test, type Page } from '@playwright/test';
import { SyncPage } from './page-models/sync-page.ts';

const POST = '/post/fotosintez';

/** Each picture of the 'Читай также' cards: drawn (true) or broken (false). */
const relatedPictures = (page: Page) =>
  page
    .getByRole('region', { name: 'Читай также' })
    .locator('img')
    .evaluateAll((imgs) =>
      imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0),
    );

test("a saved material's 'Читай также' cards show their pictures offline", async ({ context, page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto(POST);
  await new SyncPage(page).waitForServiceWorker();
  // A visit with the service worker in charge, which keeps the 'Читай также' list for offline.
  await page.reload();
  const main = page.locator('main');
  await expect(page.getByRole('region', { name: 'Читай также' })).toBeAttached({ timeout: 15_000 });
  await main.getByRole('button', { name: 'Сохранить офлайн' }).click();
  await expect(main.getByRole('status').filter({ hasText: /Сохранено на устройстве/ })).toBeVisible({
    timeout: 15_000,
  });
  // Nothing the visit itself kept counts: only what the save kept.
  await page.evaluate(() => caches.delete('images'));

  await context.setOffline(true);
  await page.reload();
  const related = page.getByRole('region', { name: 'Читай также' });
  await related.scrollIntoViewIfNeeded();
  await expect(related.locator('img').first()).toBeVisible();
  await related.locator('img').last().scrollIntoViewIfNeeded();
  await expect.poll(() => relatedPictures(page)).not.toContain(false);
  expect((await relatedPictures(page)).length).toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/offline-related-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await related.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/offline-related-1280.png' });

  await context.setOffline(false);
  await main.getByRole('button', { name: 'Удалить с устройства' }).click();
  await expect(main.getByRole('button', { name: 'Сохранить офлайн' })).toBeVisible();
  expect(await page.evaluate(async () => (await (await caches.open('offline-media')).keys()).length)).toBe(0);
});
