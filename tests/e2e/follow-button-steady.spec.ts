// The follow button says what a tap will do and does not flicker: after a follow or unfollow is sent, a read of the
// profile's relations that the server answered before it, arriving late on a slow network, does not bring the old
// state back (CI once tapped 'Отписаться' just as it turned back into 'Подписаться', and followed again).
import { expect, test } from '@playwright/test';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { SyncPage } from './page-models/sync-page.ts';

declare global {
  interface Window {
    __followLabels?: string[];
  }
}

const LATE_MS = 1500;

test('after a follow and an unfollow the button shows each state once, though older reads arrive late', async ({
  page,
}) => {
  const author = makeUser('Лев');
  await signInAs(page.request, makeUser('Читатель'));
  // Every read of the relations but the page's first is answered by the server at once and delivered 1.5 s later.
  const delivered: boolean[] = [];
  let reads = 0;
  await page.route(/\/api\/user\/\d+\/relations$/, async (route) => {
    reads += 1;
    const response = await route.fetch();
    const { is_following: following } = (await response.json()) as { is_following: boolean };
    if (reads > 1) await new Promise((resolve) => setTimeout(resolve, LATE_MS));
    try {
      await route.fulfill({ response });
      delivered.push(following);
    } catch {
      // The page stopped waiting for this read: nothing was delivered.
    }
  });
  await page.goto(`/profile/${author}`);
  const button = page.getByRole('main').getByRole('button', { name: /^(Подписаться|Отписаться)$/ });
  await expect(button).toHaveText('Подписаться');
  await button.evaluate((el) => {
    const labels = [el.textContent ?? ''];
    window.__followLabels = labels;
    new MutationObserver(() => {
      if (labels.at(-1) !== el.textContent) labels.push(el.textContent ?? '');
    }).observe(el, { characterData: true, childList: true, subtree: true });
  });
  const sync = new SyncPage(page);

  await button.click();
  await expect(button).toHaveText('Отписаться');
  await sync.expectPending(0);
  // The read made after the follow reached the server has been delivered.
  await expect.poll(() => delivered.includes(true), { timeout: 10_000 }).toBe(true);
  const afterFollow = delivered.length;
  await expect(button).toHaveText('Отписаться');

  await button.click();
  await expect(button).toHaveText('Подписаться');
  await sync.expectPending(0);
  await expect.poll(() => delivered.slice(afterFollow).includes(false), { timeout: 10_000 }).toBe(true);
  await expect(button).toHaveText('Подписаться');

  expect(await page.evaluate(() => window.__followLabels)).toEqual(['Подписаться', 'Отписаться', 'Подписаться']);
  const relations = await page.request.get(`/api/user/${author}/relations`);
  expect(((await relations.json()) as { is_following: boolean }).is_following).toBe(false);
});
