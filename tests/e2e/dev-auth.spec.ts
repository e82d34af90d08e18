// /dev-auth follows the server at run time, not the build: the shared test server runs with
// DEV_AUTH=1, so the served production build shows the screen and signs in; a server without
// DEV_AUTH shows the 404 screen and no link to it in the sign-in window.
import { expect, test } from '@playwright/test';
import { AuthModal } from './page-models/auth-modal.ts';
import { ErrorPage } from './page-models/error-page.ts';
import { startOwnServer, type RunningServer } from './server.ts';

test('with DEV_AUTH=1 the sign-in window links to /dev-auth, which signs in as a demo user', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  await page.goto('/');
  const login = await auth.openLogin();
  await login.getByRole('link', { name: 'Вход для разработки' }).click();
  await expect(page).toHaveURL(/\/dev-auth$/);
  const choice = page.getByRole('region', { name: 'Выбор пользователя' });
  await choice.getByRole('button', { name: /№ 3\)$/ }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test.describe('a server without DEV_AUTH', () => {
  let server: RunningServer;
  test.beforeAll(async () => {
    server = await startOwnServer(undefined, { DEV_AUTH: '0' });
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  test('answers /dev-auth with the 404 screen and offers no link to it', async ({ page }) => {
    const auth = new AuthModal(page);
    await auth.acceptCookies();
    await page.goto(`${server.url}/dev-auth`);
    await expect(new ErrorPage(page).title).toHaveText('Ошибка 404');
    await page.goto(`${server.url}/`);
    const asked = page.waitForResponse((r) => r.url().endsWith('/api/auth/dev-login'));
    const login = await auth.openLogin();
    expect(await (await asked).json()).toEqual({ enabled: false });
    await expect(login.getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(login.getByRole('link', { name: 'Вход для разработки' })).toHaveCount(0);
  });
});
