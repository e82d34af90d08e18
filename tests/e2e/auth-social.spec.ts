// Social sign-in end to end against a local OAuth 2 mock: VK's return to / opens 'Авторизация
// через VK', the phone gets a code, a new account is created and onboarding opens; the next
// VK sign-in goes straight in; a signed-in user links another network from the profile.
import { expect, test } from '@playwright/test';
import { startOwnServer, type RunningServer } from './server.ts';
import { AuthModal, freshPhone, waitForCode } from './page-models/auth-modal.ts';
import { startOAuthMock, type OAuthMock } from './page-models/auth-oauth-mock.ts';

let mock: OAuthMock;
let server: RunningServer;

test.beforeAll(async () => {
  mock = await startOAuthMock();
  server = await startOwnServer(undefined, { ...mock.env('VK'), ...mock.env('OK') });
});

test.afterAll(async () => {
  await server?.stop();
  await mock?.close();
});

test('VK sign-in creates an account through the phone code, then signs straight in', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  mock.profile = { id: `vk-${Date.now()}`, name: 'Олег Соколов' };
  await page.goto(`${server.url}/`);
  const login = await auth.openLogin();
  // VK and OK have keys on this server, Facebook has none: its button is not shown (issue 42).
  await expect(login.getByRole('link', { name: 'Одноклассники' })).toBeVisible();
  await expect(login.getByRole('link', { name: 'Facebook' })).toHaveCount(0);
  await login.getByRole('link', { name: 'ВКонтакте' }).click();

  const social = auth.dialog('Авторизация через VK');
  await expect(social).toBeVisible();
  await expect(page).toHaveURL(`${server.url}/`);
  await social.getByRole('button', { name: 'Получить код' }).click();
  await expect(social.getByText('Некорректный логин')).toBeVisible();
  const national = freshPhone();
  await social.getByLabel('Телефон или e-mail').pressSequentially(national);
  await social.getByRole('button', { name: 'Получить код' }).click();

  const confirm = auth.dialog('Подтверждение входа');
  await expect(confirm).toBeVisible();
  const { code } = await waitForCode(`7${national}`, 1, server.dataDir);
  await auth.typeCode(confirm, code);
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();
  await expect(confirm.getByText('Прими условия, чтобы продолжить')).toBeVisible();
  await confirm.getByRole('checkbox').check();
  await confirm.getByRole('button', { name: 'Подтвердить' }).click();

  const info = auth.dialog('Расскажи о себе');
  await expect(info).toBeVisible();
  await expect(info.getByLabel('Имя')).toHaveValue('Олег');
  await info.getByRole('button', { name: 'Закрыть' }).click();
  await expect(page).toHaveURL(`${server.url}/`);
  await expect(auth.userMenu('Олег Соколов')).toBeVisible();

  await auth.logout('Олег Соколов');
  // The social code is spent exactly once per return from the network.
  const linkCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/link_social')) linkCalls.push(r.url());
  });
  const again = await auth.openLogin();
  await again.getByRole('link', { name: 'ВКонтакте' }).click();
  await expect(auth.userMenu('Олег Соколов')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(linkCalls).toHaveLength(1);

  // Linking OK from the profile, then unlinking it.
  mock.profile = { id: `ok-${Date.now()}`, name: 'Олег Соколов' };
  await page.goto(`${server.url}/profile`);
  await page.getByRole('button', { name: 'Привязать Одноклассники' }).click();
  const done = page.getByRole('dialog', { name: 'Готово' });
  await expect(done.getByText('Аккаунт OK привязан к профилю')).toBeVisible();
  await done.getByRole('button', { name: 'Отлично' }).click();
  await page.goto(`${server.url}/profile`);
  await page.getByRole('button', { name: 'Отвязать Одноклассники' }).click();
  await expect(page.getByRole('button', { name: 'Привязать Одноклассники' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Отвязать ВКонтакте' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Facebook/ })).toHaveCount(0);
});
