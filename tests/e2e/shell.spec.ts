// The shared shell: error screen, cookie notice, questions popup with the feedback form,
// popup focus handling, static pages, and an axe scan of the main screens.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ErrorPage } from './page-models/error-page.ts';
import { FeedbackFormModel, ShellPage } from './page-models/shell-page.ts';

const NOT_FOUND_TEXT = 'Ой! Мы не смогли найти эту страницу или она не существует';

test('an unknown route shows the 404 screen and "На главную" goes home', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  for (const path of ['/no/such/place', '/no-such-static-page']) {
    await shell.goto(path);
    const error = new ErrorPage(page);
    await expect(error.title).toHaveText('Ошибка 404');
    await expect(error.message(NOT_FOUND_TEXT)).toBeVisible();
    await expect(shell.header).toBeVisible();
  }
  await new ErrorPage(page).homeLink.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
});

test('a static page renders its sanitised content', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
  await expect(shell.main.locator('script')).toHaveCount(0);
});

test('the cookie notice closes only by its button and stays closed after reload', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.goto('/');
  await expect(shell.cookies).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.cookies).toBeVisible();
  await page.mouse.click(10, 300);
  await expect(shell.cookies).toBeVisible();
  await shell.cookies.getByRole('button', { name: 'Принять' }).click();
  await expect(shell.cookies).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  await expect(shell.cookies).toBeHidden();
});

test('the feedback form asks for required fields, then sends', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  const form = await shell.openQuestions();
  await expect(form.root).toBeVisible();
  await form.submit().click();
  await expect(form.errors()).toHaveCount(4);
  await expect(form.submit()).toBeDisabled();
  await form.fillValid();
  await expect(form.errors()).toHaveCount(0);
  await form.submit().click();
  const done = shell.dialog('Сообщение отправлено');
  await expect(done).toBeVisible();
  await expect(
    done.getByText('Мы получили твоё сообщение. Вернёмся с ответом в течение нескольких рабочих дней.'),
  ).toBeVisible();
  await done.getByRole('button', { name: 'Отлично' }).click();
  await expect(done).toBeHidden();
});

test('the feedback form on /faq sends too', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'Вопросы и ответы' })).toBeVisible();
  const first = shell.main.getByRole('button', { name: 'Как зарегистрироваться на сайте?' });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const form = new FeedbackFormModel(shell.main.getByRole('region', { name: 'Не нашлось ответа?' }));
  await form.submit().click();
  await expect(form.errors()).toHaveCount(4);
  await form.fillValid();
  await form.submit().click();
  await expect(shell.dialog('Сообщение отправлено')).toBeVisible();
});

test('Escape closes a popup and focus returns to its opener', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  const opener = shell.writeToUsButton();
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = shell.dialog('Написать нам');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByLabel('Имя')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const cookies of ['open', 'accepted'] as const) {
  test(`axe finds no serious violation on /, /faq and the 404 page (cookie notice ${cookies})`, async ({ page }) => {
    const shell = new ShellPage(page);
    if (cookies === 'accepted') await shell.acceptCookiesUpfront();
    for (const path of ['/', '/faq', '/no/such/place']) {
      await shell.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (cookies === 'open') await expect(shell.cookies).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
}
