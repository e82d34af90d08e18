// Real statuses in a browser: an unknown address answers 404 and the app draws its error screen over it; the spec's
// 'post by id' /post/<id> shows the material under its own address /post/<slug>, by the server's 301 on a full load
// and by the app's route when navigated inside the app (or answered by the service worker's shell).
import { expect, test, type Page } from '@playwright/test';

interface Card {
  id: number;
  slug: string;
  title: string;
}

async function firstPost(page: Page): Promise<Card> {
  const res = await page.request.get('/api/catalog/post?limit=1');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { list: Card[] }).list[0]!;
}

test('an unknown address answers 404 with the error screen', async ({ page }) => {
  for (const path of ['/no/such/place', '/post/no-such-material']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: /Ошибка 404|Материал не найден/ })).toBeVisible();
  }
});

test('a full load of /post/<id> is moved to /post/<slug> by the server', async ({ page }) => {
  const post = await firstPost(page);
  const res = await page.goto(`/post/${post.id}`);
  expect(res?.request().redirectedFrom()?.url()).toMatch(new RegExp(`/post/${post.id}$`));
  await expect(page).toHaveURL(new RegExp(`/post/${post.slug}$`));
  await expect(page.locator('main').getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
});

test('navigating to /post/<id> inside the app shows the material at /post/<slug>', async ({ page }) => {
  const post = await firstPost(page);
  await page.goto('/catalog');
  // The app has taken over from the server's first screen: its router moves between pages.
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  // A client-side navigation: the address is put into the history behind the current one and gone back to, so the
  // router moves there as on 'Назад' (no page load).
  await page.evaluate((path) => {
    Object.assign(window, { sameDocument: true });
    const index = (window.history.state as { __TSR_index?: number } | null)?.__TSR_index ?? 0;
    const here = window.location.pathname;
    window.history.pushState({ __TSR_index: index + 1, key: 'by-id' }, '', path);
    window.history.pushState({ __TSR_index: index + 2, key: 'back' }, '', here);
    window.history.back();
  }, `/post/${post.id}`);
  await expect(page).toHaveURL(new RegExp(`/post/${post.slug}$`));
  await expect(page.locator('main').getByRole('heading', { name: post.title, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
