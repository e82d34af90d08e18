// Issue 42, items 6 and 12: signed in at 320, 360 and 375 px nothing in the header is drawn over the site
// name; the staff area's tabs are all in sight at 1280 px (they wrap) and scroll with a cue on a phone.
import { expect, test, type Locator } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { makeUser, signInAs, StaffArea } from './page-models/staff-page.ts';
import { signIn } from './page-models/sync-page.ts';

async function box(l: Locator) {
  const b = await l.boundingBox();
  if (!b) throw new Error('not drawn');
  return b;
}

for (const width of [320, 360, 375]) {
  test(`signed in at ${width} px the header's tools leave the site name alone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
    await signIn(page.request, 1);
    await page.goto('/catalog');
    await appTookOver(page);
    const header = page.getByRole('banner');
    const logo = header.getByRole('link', { name: 'Наука рядом' });
    const search = header.getByRole('button', { name: 'Поиск' });
    await expect(search).toBeVisible();
    const [l, s] = [await box(logo), await box(search)];
    expect(l.x + l.width).toBeLessThanOrEqual(s.x);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/header-${width}.png`, clip: { x: 0, y: 0, width, height: 80 } });
  });
}

test('the staff tabs are all in sight at 1280 px and scroll with a fading edge at 375 px', async ({ page }) => {
  await signInAs(page.request, makeUser('Админ', 'admin'));
  await page.setViewportSize({ width: 1280, height: 900 });
  const staff = new StaffArea(page);
  await staff.open();
  const nav = staff.main.getByRole('navigation', { name: 'Разделы кабинета' });
  const navBox = await box(nav);
  const tabs = nav.getByRole('link');
  expect(await tabs.count()).toBeGreaterThan(6);
  for (const tab of await tabs.all()) {
    const b = await box(tab);
    expect(b.x + b.width).toBeLessThanOrEqual(navBox.x + navBox.width + 1);
  }
  await page.screenshot({ path: 'test-results/staff-tabs-1280.png', clip: { x: 0, y: 0, width: 1280, height: 320 } });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(nav).toHaveCSS('overflow-x', 'auto');
  expect(await nav.evaluate((n) => getComputedStyle(n).maskImage || getComputedStyle(n).webkitMaskImage)).toContain(
    'gradient',
  );
  await page.screenshot({ path: 'test-results/staff-tabs-375.png', clip: { x: 0, y: 0, width: 375, height: 320 } });
});
