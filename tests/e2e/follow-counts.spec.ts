// Issue 42, item 15: after a follow, another user's profile shows one follower count: '1 подписчик' beside
// 'Отписаться' and the 'Подписчики' section agree, and its list names the new follower.
import { expect, test } from '@playwright/test';
import { makeUser, signInAs } from './page-models/staff-page.ts';

test('after a follow the profile counts one follower everywhere on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const author = makeUser('Вера');
  await signInAs(page.request, makeUser('Подписчица'));
  await page.goto(`/profile/${author}`);
  const main = page.getByRole('main');
  const section = main.locator('summary').filter({ hasText: 'Подписчики' });
  await expect(main.getByText('0 подписчиков', { exact: true })).toBeVisible();
  await expect(section).toHaveText(/Подписчики\s*0/);
  await section.click();
  await expect(main.getByText('Подписчиков пока нет.')).toBeVisible();

  await main.getByRole('button', { name: 'Подписаться' }).click();
  await expect(main.getByRole('button', { name: 'Отписаться' })).toBeVisible();
  await expect(main.getByText('1 подписчик', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(section).toHaveText(/Подписчики\s*1/);
  await expect(main.getByRole('list', { name: 'Подписчики' }).getByText('Подписчица')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/follow-counts-375.png' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: 'test-results/follow-counts-1280.png' });
});
