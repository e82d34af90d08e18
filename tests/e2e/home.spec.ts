// The home page: header and footer landmarks, the hero from settings, the projects
// slider and the doors into each section.
import { expect, test } from '@playwright/test';
import { ShellPage } from './page-models/shell-page.ts';

test('home page renders the shell, hero, projects and sections', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.acceptCookiesUpfront();
  await shell.goto('/');
  await expect(shell.header).toBeVisible();
  await expect(shell.footer).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  const nav = shell.header.getByRole('navigation', { name: 'Основное меню' });
  for (const item of ['Каталог', 'Новости', 'Мероприятия', 'Курсы', 'Тренажеры', 'Конкурсы']) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Проекты' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Наши проекты' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Получи 350 баллов за регистрацию' })).toBeVisible();
  await expect(shell.footer.getByText(/© 2020-2025/)).toBeVisible();
  await expect(shell.header.getByRole('link', { name: 'Войти' })).toBeVisible();

  await shell.main.getByRole('link', { name: /Курсы/ }).first().click();
  await expect(page).toHaveURL(/\/course$/);
});
