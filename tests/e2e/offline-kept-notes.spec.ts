// Offline, the service worker answers a public list from its own copy (web/sw.ts, 'api-public'), so the page sees no
// failure. The screen still says it shows what the device saved, and the notice drawn while it waited stays put
// instead of vanishing above the cards (web/lib/stored-resource.ts, answeredState).
import { expect, test, type Page } from '@playwright/test';
import { waitForController } from './page-models/service-worker.ts';

test.use({ viewport: { width: 375, height: 740 } });

const SCREENS = [
  { path: '/news', api: '/api/event-news/news', notice: 'Нет подключения. Показываем сохранённое на устройстве.' },
  {
    path: '/catalog',
    api: '/api/catalog',
    notice: 'Показаны материалы, сохранённые на этом устройстве. Остальные откроются, когда появится сеть.',
  },
];

/** Loads `path` and waits until its list's answer came through the service worker (so the worker keeps it). */
async function openThroughWorker(page: Page, path: string, api: string): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api && r.fromServiceWorker());
  await page.goto(path);
  await answered;
  await expect(page.locator('#root .content-card').first()).toBeVisible();
}

test("offline, a list answered from the service worker's copy still says it is the saved one", async ({
  page,
  context,
}) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/');
  await waitForController(page, { register: true });
  for (const { path, api } of SCREENS) await openThroughWorker(page, path, api);

  await context.setOffline(true);
  for (const { path, api, notice } of SCREENS) {
    await openThroughWorker(page, path, api);
    await expect(page.getByText(notice)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 740 });
      await expect(page.getByText(notice)).toBeInViewport();
      await page.screenshot({ path: `test-results/offline-kept-notes${path.replace('/', '-')}-${width}.png` });
    }
    await page.setViewportSize({ width: 375, height: 740 });
  }
  // Closed while still offline: going online as the last step kept the app busy as the context was torn down.
  await page.close();
});
