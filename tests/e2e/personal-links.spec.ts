// Saved things can be found: 'Избранное', 'История просмотров' and 'На устройстве' are linked from the
// header's user menu, the mobile menu, the footer and the profile, and each link opens its screen.
import { expect, test } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { signIn } from './page-models/sync-page.ts';

const LINKS: [string, RegExp][] = [
  ['Избранное', /\/profile\/bookmarks$/],
  ['История просмотров', /\/profile\/history$/],
  ['На устройстве', /\/profile\/device$/],
];

test('desktop: the user menu, the footer and the profile link to saved things', async ({ page }) => {
  await signIn(page.request, 1);
  await page.goto('/catalog');
  for (const [name, url] of LINKS) {
    await page.getByRole('button', { name: /^Меню пользователя/ }).click();
    await page.locator('.user-area__menu').getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  const footer = page.getByRole('contentinfo');
  for (const [name, url] of LINKS) {
    await footer.getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
  for (const [name, url] of LINKS) {
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page).toHaveURL(url);
  }
});

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the mobile menu links to saved things', async ({ page }) => {
    await page.goto('/');
    // The server's first screen (its header included) is inert until the app takes over.
    await appTookOver(page);
    for (const [name, url] of LINKS) {
      await page.getByRole('button', { name: 'Меню', exact: true }).click();
      await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    }
  });
});
