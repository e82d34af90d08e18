// An action that keeps failing is never a silent dead end (issue 10, item 5): after several
// failed sends the header lists it with 'Повторить' (send now) and 'Удалить' (give it up, the
// heart goes back). The push is made to fail on its way (503), as a broken proxy would.
import { expect, test, type BrowserContext } from '@playwright/test';
import { serverBookmarks, serverTitles, setServerBookmark, signIn, SyncPage } from './page-models/sync-page.ts';

async function failPushes(context: BrowserContext): Promise<void> {
  await context.route('**/api/sync/push', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' }),
  );
}

test('a stuck action offers retry and delete', async ({ context, page }) => {
  test.setTimeout(90_000);
  await signIn(page.request, 4);
  // Only news 1 and 2 are this test's (other specs use this user's other items).
  for (const id of [1, 2])
    if (!(await serverBookmarks(page.request)).includes(`news:${id}`))
      await setServerBookmark(page.request, 'news', id);
  const titles = await serverTitles(page.request);
  const app = new SyncPage(page);
  await app.gotoBookmarks();
  const first = app.bookmarkRow(titles.get('news:1') ?? '');
  const second = app.bookmarkRow(titles.get('news:2') ?? '');
  await expect(first).toHaveCount(1);
  await expect(second).toHaveCount(1);
  const alerts = page.getByRole('list', { name: 'Несохранённые действия' }).getByRole('listitem');

  // Pushes fail until 'Повторить' is clicked: the engine's own retries (full-jitter backoff, sometimes within
  // milliseconds) must not send the action between the network's return and the click.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (e) => {
        if (e.target instanceof Element && e.target.textContent === 'Повторить') document.body.dataset.retried = 'yes';
      },
      true,
    ),
  );
  await context.route('**/api/sync/push', async (route) => {
    const retried = await page.evaluate(() => document.body.dataset.retried === 'yes').catch(() => false);
    if (retried) await route.continue();
    else
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"detail":"Service unavailable"}' });
  });
  await app.heartIn(first).click();
  const stuck = alerts.filter({ hasText: 'Избранное: не удаётся отправить' });
  await expect(stuck).toHaveCount(1, { timeout: 30_000 });
  await stuck.getByRole('button', { name: 'Повторить' }).click();
  await app.expectPending(0);
  await expect(stuck).toHaveCount(0);
  expect(await serverBookmarks(page.request)).not.toContain('news:1');

  await context.unroute('**/api/sync/push');
  await failPushes(context);
  await app.heartIn(second).click();
  await app.expectHeart(second, false);
  await expect(stuck).toHaveCount(1, { timeout: 30_000 });
  await stuck.getByRole('button', { name: 'Удалить' }).click();
  await app.expectPending(0);
  await app.expectHeart(second, true);
  await context.unroute('**/api/sync/push');
  expect(await serverBookmarks(page.request)).toContain('news:2');
});
