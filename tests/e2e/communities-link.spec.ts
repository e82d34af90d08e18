// Issue 42, item 1: communities can be found: the header menu, the mobile menu, the footer and the
// profile link to /community.
import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { signIn } from './page-models/sync-page.ts';

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: 'Сообщества' });

test('desktop: the header menu, the footer and the profile link to communities', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page.request, 1);
  await page.goto('/catalog');
  await appTookOver(page);
  const menu = page.getByRole('banner').getByRole('link', { name: 'Сообщества', exact: true });
  await expect(menu).toBeVisible();
  await page.screenshot({ path: 'test-results/communities-link-1280.png' });
  await menu.click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(heading(page)).toBeVisible();
  await expect(menu).toHaveAttribute('aria-current', 'page');

  await page.goto('/catalog');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Сообщества', exact: true }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(heading(page)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('main').getByRole('link', { name: 'Мои сообщества' }).click();
  await expect(page).toHaveURL(/\/community\?membership=my$/);
  await expect(heading(page)).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the mobile menu and the footer link to communities', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await page.goto('/');
    await appTookOver(page);
    await page.getByRole('button', { name: 'Меню', exact: true }).click();
    const panel = page.getByRole('dialog', { name: 'Меню' });
    await expect(panel.getByRole('link', { name: 'Сообщества', exact: true })).toBeVisible();
    await page.screenshot({ path: 'test-results/communities-link-375-menu.png' });
    await panel.getByRole('link', { name: 'Сообщества', exact: true }).click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(heading(page)).toBeVisible();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Моё' }).click();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Сообщества', exact: true })).toBeVisible();
  });
});
