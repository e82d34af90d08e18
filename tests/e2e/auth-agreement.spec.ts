// Total-login: an account without the agreement (the development SSO creates such accounts) is
// asked to accept it on the next page load in a window that cannot be closed, and the acceptance is
// saved on the server.
import { expect, test } from '@playwright/test';
import { AuthModal, freshPhone } from './page-models/auth-modal.ts';

test('an SSO account without the agreement sees total-login; accepting it saves is_agreement', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  const login = `7${freshPhone()}`;
  const signIn = await page.request.post('/api/auth/auth-by-homo-id', { data: { temporary_token: `dev:${login}` } });
  expect(signIn.ok()).toBe(true);
  expect((await (await page.request.get('/api/user/me')).json()).is_agreement).toBe(false);

  await page.goto('/');
  const frame = auth.dialog('Пользовательское соглашение');
  await expect(frame).toBeVisible();
  // The spec's unclosable modal: no cross, Escape does nothing; 'Продолжить' or 'Выйти' lead out.
  await expect(frame.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(frame).toBeVisible();
  await expect(frame.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await frame.getByRole('button', { name: 'Продолжить' }).click();
  await expect(frame.getByText('Прими условия, чтобы продолжить')).toBeVisible();
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: 'Продолжить' }).click();
  await expect(frame).toBeHidden();
  await expect.poll(async () => (await (await page.request.get('/api/user/me')).json()).is_agreement).toBe(true);

  // Accepted for good: another page load, on a fresh device store too, does not ask again.
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: /Меню пользователя/ })).toBeVisible();
  await expect(frame).toBeHidden();
});
