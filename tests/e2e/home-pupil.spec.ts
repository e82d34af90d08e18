// A returning pupil's home page at 375 px: their own things come first — a greeting, 'Продолжить',
// the courses they started and their communities' news — instead of the guests' full-screen hero.
import { expect, test } from '@playwright/test';
import { HomePageModel } from './page-models/home-page.ts';
import { ShellPage } from './page-models/shell-page.ts';
import { signIn } from './page-models/sync-page.ts';

test.use({ viewport: { width: 375, height: 812 } });

test('a signed-in pupil sees continue, their courses and their communities news first; no hero', async ({ page }) => {
  await signIn(page.request, 1);
  await new ShellPage(page).acceptCookiesUpfront();
  await page.goto('/course/2');
  await page.getByRole('link', { name: /Начать курс|Продолжить курс/ }).click();
  await expect(page.getByText(/Шаг 1 из 5/)).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText(/Шаг 2 из 5/)).toBeVisible();
  // The step reached the server (the offline queue sends it), so the course counts as started there too.
  await expect
    .poll(async () => {
      const res = await page.request.get('/api/catalog/course-slide?limit=8&offset=0');
      const body = (await res.json()) as { list: { id: number; progress: unknown }[] };
      return body.list.some((c) => c.id === 2 && c.progress);
    })
    .toBe(true);

  await page.goto('/');
  const home = new HomePageModel(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Привет, .+!$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Выбрать курс' })).toHaveCount(0);
  const left = home.continueSection;
  await expect(left.getByRole('link', { name: /ДНК и гены/ })).toBeVisible();
  expect((await left.boundingBox())!.y).toBeLessThan(812); // on the first screen, no scrolling past a hero
  await expect(home.section('Мои курсы').getByRole('link', { name: /Жизнь под микроскопом/ })).toBeVisible();
  const news = home.section('Новости моих сообществ');
  await expect(news.getByText('Школьный клуб «Юные исследователи»').first()).toBeVisible();
  await expect(news.getByRole('article').first()).toBeVisible();
  const order = await page.evaluate(() =>
    [...document.querySelectorAll('main h2')].map((h) => h.textContent).slice(0, 3),
  );
  expect(order).toEqual(['Продолжить', 'Мои курсы', 'Новости моих сообществ']);
});

test('a guest keeps the hero', async ({ page }) => {
  await new ShellPage(page).acceptCookiesUpfront();
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Выбрать курс' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Привет/ })).toHaveCount(0);
});
