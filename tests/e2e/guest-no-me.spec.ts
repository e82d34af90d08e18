// Issue 42, item 15: a guest never asks who is signed in (no 401 for /api/user/me in the console); a
// signed-in user still is known, and after signing out the guest pages ask nothing again.
import { expect, test, type Page } from '@playwright/test';
import { deviceRows } from './page-models/device-store.ts';
import { appTookOver } from './page-models/first-screen.ts';
import { signIn } from './page-models/sync-page.ts';

function watchMe(page: Page): { asks: () => number; errors: string[] } {
  let asks = 0;
  const errors: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/user/me') asks += 1;
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { asks: () => asks, errors };
}

test('a guest asks nobody about a session; a signed-in user is known; signed out, a guest again', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const seen = watchMe(page);
  for (const path of ['/', '/catalog', '/post/kak-rabotaet-radouga', '/community', '/faq']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  }
  // The device store opened (the first screen drew), where a remembered user would have been read.
  await appTookOver(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  expect(seen.asks()).toBe(0);
  expect(seen.errors.filter((e) => /401/.test(e))).toEqual([]);
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('signed_in');

  await signIn(page.request, 1);
  expect((await page.context().cookies()).find((c) => c.name === 'signed_in')).toMatchObject({ httpOnly: false });
  await page.goto('/catalog');
  await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  expect(seen.asks()).toBeGreaterThan(0);

  await page.getByRole('button', { name: /^Меню пользователя/ }).click();
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('signed_in');
  const afterOut = seen.asks();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Войти' })).toBeVisible();
  await page.goto('/catalog');
  await appTookOver(page);
  expect(seen.asks()).toBe(afterOut);
});

test('a session from before the marker: the device remembers the user, so the page asks and the marker comes', async ({
  page,
  context,
}) => {
  await signIn(page.request, 1);
  await page.goto('/catalog');
  await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  // The device keeps the user once its store opens, which a busy machine may reach after the menu shows; only a
  // device that kept them remembers them (the case of a session from before the marker).
  await expect
    .poll(async () =>
      (await deviceRows(page, 'syncMeta')).some((r) => r.key === 'session' && !!(r.value as { user?: unknown })?.user),
    )
    .toBe(true);
  await context.clearCookies({ name: 'signed_in' });
  await page.goto('/catalog');
  await expect(page.getByRole('button', { name: /^Меню пользователя/ })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'signed_in')).toBe(true);
});
