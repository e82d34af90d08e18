// The home page as a science magazine's front page: slides, the newest materials by type,
// the quiz of the day, events in Moscow time, courses and news, all read again offline; for a
// signed-in pupil 'Продолжить' with the course step and the podcast left off, and the feed.
import { expect, test } from '@playwright/test';
import { HomePageModel } from './page-models/home-page.ts';
import { LearningPage } from './page-models/learning-page.ts';
import { ShellPage } from './page-models/shell-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

test('home page renders the shell, hero, projects and sections', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(shell.header).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  const nav = shell.header.getByRole('navigation', { name: 'Основное меню' });
  for (const item of ['Каталог', 'Новости', 'Мероприятия', 'Курсы', 'Тренажёры', 'Конкурсы']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Проекты' })).toBeVisible();
  // Every project of the menu is listed, two that lead to the same section ('/course') among them.
  const projects = (await (
    await page.request.get('/api/project/catalog?show_in_menu=1&sort=order&order=asc')
  ).json()) as {
    list: { title: string; url: string }[];
  };
  expect(new Set(projects.list.map((p) => p.url)).size).toBeLessThan(projects.list.length);
  await nav.getByRole('button', { name: 'Проекты' }).click();
  const submenu = nav.locator(
    '#' + (await nav.getByRole('button', { name: 'Проекты' }).getAttribute('aria-controls'))!,
  );
  await expect(submenu.getByRole('link')).toHaveText(projects.list.map((p) => p.title));
  await nav.getByRole('button', { name: 'Проекты' }).click();
  await expect(page.getByRole('heading', { name: 'Наши проекты' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Получи 350 баллов за регистрацию' })).toBeVisible();
  // The year comes from the clock (issue 42), not from the settings' 2025.
  await expect(shell.footer.getByText(`© 2020-${new Date().getFullYear()}`)).toBeVisible();
  await expect(shell.header.getByRole('link', { name: 'Войти' })).toBeVisible();

  await page.getByRole('link', { name: 'Выбрать курс' }).click();
  await expect(page).toHaveURL(/\/course$/);
});

test('a guest finds materials, the quiz of the day, events, courses and news, and reads them offline', async ({
  context,
  page,
}) => {
  const home = new HomePageModel(page);
  await new ShellPage(page).acceptCookiesUpfront();
  await page.goto('/');
  const mainPage = (await (await page.request.get('/api/main-page')).json()) as {
    slide_list: { title: string }[];
    events_list: { title: string }[];
  };
  const quiz = ((await (await page.request.get('/api/quiz/get_for_banner')).json()) as { quiz: { title: string } })
    .quiz;
  const firstSlide = mainPage.slide_list[0]?.title ?? '';
  const firstEvent = mainPage.events_list[0]?.title ?? '';

  const check = async () => {
    await expect(home.slides.getByRole('link', { name: new RegExp(firstSlide) })).toBeVisible();
    const latest = home.section('Новое на сайте');
    await expect(latest.getByRole('article')).toHaveCount(4);
    await expect(home.quizOfTheDay.getByRole('heading', { name: quiz.title })).toBeVisible();
    await expect(home.quizOfTheDay.getByRole('link', { name: 'Проверить себя' })).toBeVisible();
    const events = home.section('Мероприятия');
    await expect(events.getByRole('link', { name: new RegExp(firstEvent) })).toContainText('(МСК)');
    await expect(home.section('Курсы').getByRole('link', { name: /Путешествие по космосу/ })).toBeVisible();
    await expect(home.section('Новости').getByRole('article').first()).toBeVisible();
  };
  await check();

  // The chips switch the newest list to one type: podcasts only.
  const latest = home.section('Новое на сайте');
  await latest.getByRole('button', { name: 'Послушать' }).click();
  await expect(latest.getByRole('button', { name: 'Послушать' })).toHaveAttribute('aria-pressed', 'true');
  await expect(latest.getByText('Послушать', { exact: true }).first()).toBeVisible();
  await expect(latest.getByRole('link', { name: 'Все' })).toHaveAttribute('href', '/catalog?page_type_id=2');

  await new SyncPage(page).waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await check();
  await latest.getByRole('button', { name: 'Послушать' }).click();
  await expect(latest.getByRole('article')).not.toHaveCount(0);
});

test('a signed-in pupil sees Продолжить with the course step and the podcast left off, also offline', async ({
  context,
  page,
}) => {
  await signIn(page.request, 4);
  await new ShellPage(page).acceptCookiesUpfront();
  const home = new HomePageModel(page);

  await page.goto('/course/2');
  await page.getByRole('link', { name: /Начать курс|Продолжить курс/ }).click();
  await expect(page.getByText('Шаг 1 из 5')).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Шаг 2 из 5')).toBeVisible();

  await page.goto('/post/chto-takoe-kvantovyj-kompyuter');
  const main = page.locator('main');
  await expect(main.getByRole('status').filter({ hasText: 'Готово к воспроизведению' }).first()).toBeVisible();
  await new LearningPage(page).listenPastSevenSeconds();
  // The service worker, registered by an earlier page, activates here rather than during the next navigation: one
  // that activates while a page is still loading cannot claim it, and that page would not reload offline.
  await new SyncPage(page).waitForServiceWorker();

  await page.goto('/');
  const check = async () => {
    const left = home.continueSection;
    await expect(left.getByRole('link', { name: /ДНК и гены/ })).toContainText('Пройдено 1 из 5 шагов');
    await expect(left.getByRole('link', { name: /Что такое квантовый компьютер/ })).toContainText('Подкаст');
    await expect(left.getByRole('progressbar', { name: 'Прогресс курса' })).toHaveAttribute('aria-valuenow', '20');
  };
  await check();
  await expect(home.section('Рекомендуем').getByRole('article')).toHaveCount(10);
  await expect(page.getByRole('heading', { name: 'Получи 350 баллов за регистрацию' })).toHaveCount(0);

  await new SyncPage(page).waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await check();
  await expect(home.section('Рекомендуем').getByRole('article')).toHaveCount(10);

  await home.continueSection.getByRole('link', { name: /ДНК и гены/ }).click();
  await expect(page.getByText('Шаг 2 из 5')).toBeVisible();
});
