// Shell navigation: the mobile menu's focus handling, the header search, the chat-bot
// tooltip, layouts with a close cross, and the disabled gifts section.
import { expect, test } from '@playwright/test';
import { ShellPage } from './page-models/shell-page.ts';

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the burger menu takes focus, Escape closes it and focus goes back', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.acceptCookiesUpfront();
    await shell.goto('/');
    await expect(shell.header.getByRole('navigation', { name: 'Основное меню' })).toBeHidden();
    const burger = shell.header.getByRole('button', { name: 'Меню' });
    await burger.click();
    const panel = page.getByRole('dialog', { name: 'Меню' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Закрыть меню' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await panel.getByRole('link', { name: 'Новости', exact: true }).click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(panel).toBeHidden();
  });

  test('footer columns are an accordion', async ({ page }) => {
    const shell = new ShellPage(page);
    await shell.acceptCookiesUpfront();
    await shell.goto('/');
    const toggle = shell.footer.getByRole('button', { name: 'Документы' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.footer.getByRole('link', { name: 'Политика конфиденциальности' })).toBeHidden();
    await toggle.click();
    const policy = shell.footer.getByRole('link', { name: 'Политика конфиденциальности' });
    await expect(policy).toBeVisible();
    await expect(policy).toHaveAttribute('target', '_blank');
  });
});

test('the header search opens, searches and closes with Escape; /search shows one box', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/catalog');
  const box = shell.header.getByRole('searchbox', { name: 'Поиск по сайту' });
  if (!(await box.isVisible())) await shell.header.getByRole('button', { name: 'Поиск' }).click();
  await box.fill('космос');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?query=/);
  await expect(shell.main.getByRole('searchbox', { name: 'Поисковый запрос' })).toHaveValue('космос');
  await expect(shell.main.getByRole('heading', { name: 'Путешествие по космосу' })).toBeVisible();
  // The search page has its own box: the header's is not drawn there.
  await expect(page.getByRole('searchbox')).toHaveCount(1);

  await shell.goto('/');
  const again = shell.header.getByRole('searchbox', { name: 'Поиск по сайту' });
  if (!(await again.isVisible())) await shell.header.getByRole('button', { name: 'Поиск' }).click();
  await again.press('Escape');
  await expect(again).toBeHidden();
  await expect(shell.header.getByRole('button', { name: 'Поиск' })).toBeFocused();
});

test('the chat-bot tooltip shows only by the footer and stays closed for the session', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  const tip = page.getByText('Есть вопрос? Спроси нашего чат-бота');
  // It never covers the content at the top of a screen: it shows once the footer is reached.
  await expect(page.getByRole('button', { name: 'Чат-бот' })).toBeVisible();
  await expect(tip).toBeHidden();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(tip).toBeVisible();
  await page.getByRole('button', { name: 'Скрыть подсказку' }).click();
  await expect(tip).toBeHidden();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Чат-бот' })).toBeVisible();
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(tip).toBeHidden();
  await page.getByRole('button', { name: 'Чат-бот' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Помощник' }).getByRole('link', { name: 'Спросить в Telegram' }),
  ).toBeVisible();
});

test('a content-only screen hides the header and its cross goes to the parent path', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/course/7/2');
  await expect(shell.header).toHaveCount(0);
  await page.getByRole('link', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(/\/course\/7$/);
  await expect(shell.header).toBeVisible();
});

test('gifts say the section is disabled', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/gifts');
  await expect(page.getByRole('heading', { name: 'Раздел отключён' })).toBeVisible();
});
