// Every tab has its own title ('<page> — Наука рядом'), on a first load and after moving inside the
// app, so tabs and history entries can be told apart.
import { expect, test } from '@playwright/test';
import { screenAddresses } from './page-models/layout-shift.ts';

const SITE = 'Наука рядом';

test('each route names its page in the tab title', async ({ page }) => {
  test.setTimeout(120_000); // some twenty page loads
  const a = await screenAddresses(page.request);
  const titleOf = async (path: string) => {
    const res = await page.request.get(path.replace('/post/', '/api/page/slug/'));
    return res.ok() ? ((await res.json()) as { title: string }).title : null;
  };
  const fixed: [string, string][] = [
    ['/', SITE],
    ['/catalog', `Каталог — ${SITE}`],
    ['/news', `Новости — ${SITE}`],
    ['/course', `Курсы — ${SITE}`],
    ['/quizzes', `Тренажёры — ${SITE}`],
    ['/faq', `Вопросы и ответы — ${SITE}`],
    ['/profile/history', `История просмотров — ${SITE}`],
    ['/no-such-page-at-all/deeper', `Страница не найдена — ${SITE}`],
  ];
  for (const [path, title] of fixed) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
  const article = await titleOf(a.article);
  expect(article).toBeTruthy();
  await page.goto(a.article);
  await expect(page).toHaveTitle(`${article} — ${SITE}`);

  // Inside the app: the catalogue, then a card, then back.
  await page.goto('/catalog');
  await expect(page).toHaveTitle(`Каталог — ${SITE}`);
  const card = page.locator('.content-card').first();
  const cardTitle = (await card.locator('.content-card__title').getAttribute('title')) ?? '';
  await card.locator('.content-card__link').click();
  await expect(page).toHaveTitle(`${cardTitle} — ${SITE}`);
  await page.goBack();
  await expect(page).toHaveTitle(`Каталог — ${SITE}`);

  for (const path of [a.course, a.quiz, a.event]) {
    await page.goto(path);
    const h1 = (await page.getByRole('heading', { level: 1 }).first().textContent())?.trim();
    await expect(page, path).toHaveTitle(`${h1} — ${SITE}`);
  }
});
