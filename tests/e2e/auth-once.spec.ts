// Issue 42, items 7 and 8 at 375 px: the sign-in shows only the social networks this install has keys
// for (none here), and asks for the terms once — at registration, and again only when they change.
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { AuthModal } from './page-models/auth-modal.ts';

test.use({ viewport: { width: 375, height: 800 } });

test('sign-in without a terms checkbox and without unconfigured networks; new terms are asked once', async ({
  page,
}) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  // A fresh account: registered (the terms accepted there), then signed out.
  const national = await auth.registerFreshPhone();
  await expect(auth.dialog('Расскажи о себе')).toBeVisible();
  await page.context().clearCookies();

  await page.goto('/?auth');
  await auth.dialog('Регистрация').getByRole('button', { name: 'Войти' }).click();
  const login = auth.dialog('Вход');
  await expect(login).toBeVisible();
  await expect(login.getByRole('checkbox')).toHaveCount(0);
  // No OAuth keys on this server: no VK, OK or Facebook button that would answer 404.
  for (const name of ['ВКонтакте', 'Одноклассники', 'Facebook'])
    await expect(login.getByRole('link', { name })).toHaveCount(0);
  await expect(login.getByText('Войти через соцсеть')).toHaveCount(0);
  await login.screenshot({ path: 'test-results/auth-once-login-375.png' });
  await login.getByLabel('Телефон или e-mail').pressSequentially(national);
  await login.getByLabel('Пароль', { exact: true }).fill('secret-pass1');
  await login.getByRole('button', { name: 'Войти', exact: true }).click();
  await expect(login).toBeHidden();
  await expect(auth.dialog('Пользовательское соглашение')).toHaveCount(0);

  // The terms change: a new edition in the staff settings resets every account's acceptance (the API test
  // covers that step); here only this account's, as the other specs share the server.
  const db = new Database(join(process.env.E2E_DATA_DIR ?? '', 'app.db'));
  db.pragma('busy_timeout = 5000');
  db.prepare('update users set is_agreement = 0 where login = ?').run(`7${national}`);
  db.close();
  await page.reload();
  const terms = auth.dialog('Пользовательское соглашение');
  await expect(terms).toBeVisible();
  await terms.getByRole('checkbox').check();
  await terms.getByRole('button', { name: 'Продолжить' }).click();
  await expect(terms).toBeHidden();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Меню пользователя/ })).toBeVisible();
  await expect(terms).toHaveCount(0);
});
