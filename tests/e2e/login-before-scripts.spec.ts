// Issue 42, item 15: a tap on the server's first screen's 'Войти' before the app's scripts arrive does not
// load the whole page again: the tap is kept, and the sign-in opens over the same page once the app runs.
import { expect, test } from '@playwright/test';
import { holdScripts } from './page-models/first-screen.ts';

for (const width of [375, 1280]) {
  test(`'Войти' tapped before the scripts opens the sign-in over the same page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    const release = await holdScripts(page);
    await page.goto('/catalog', { waitUntil: 'commit' });
    const login = page.locator('#first-screen').getByRole('banner').getByRole('link', { name: 'Войти' });
    await expect(login).toBeVisible();
    await expect(page.locator('#root')).toBeEmpty();
    // A mark on this document: a page loaded again would not carry it.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    const samePage = () => page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true);
    await login.click();
    // The tap waits for the app: same page, same document, the address asks for the sign-in.
    await expect(page).toHaveURL(/\/catalog\?auth=login$/);
    await expect(login).toHaveAttribute('aria-busy', 'true');
    expect(await samePage()).toBe(true);
    release();
    const dialog = page.getByRole('dialog', { name: 'Вход' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/catalog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    expect(await samePage()).toBe(true);
    await page.screenshot({ path: `test-results/login-before-scripts-${width}.png` });
  });
}
