// The address flags and hooks of accounts: ?auth, #badge, ?temporary_token (through the test
// server's development SSO), the 'app:auth-required' event of locked actions, another user's
// profile, the guest profile, and axe on the auth frames.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { AuthModal } from './page-models/auth-modal.ts';

test('?auth opens registration, #badge the badges, app:auth-required the login; flags are cleared', async ({
  page,
}) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  await page.goto('/?auth');
  const register = auth.dialog('Регистрация');
  await expect(register).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('app:auth-required', { detail: { reason: 'favorite' } })),
  );
  const login = auth.dialog('Вход');
  await expect(login).toBeVisible();
  await login.getByRole('button', { name: 'Закрыть' }).click();

  await page.goto('/catalog#badge');
  const badges = page.getByRole('dialog', { name: 'Значки' });
  await expect(badges).toBeVisible();
  await expect(badges.getByRole('listitem').first()).toBeVisible();
  await expect(page).toHaveURL(/\/catalog$/);
  await page.keyboard.press('Escape');
  await expect(badges).toBeHidden();

  // The test server's development SSO knows tokens 'dev:<login>' only: others are refused.
  await page.goto('/?temporary_token=not-a-token');
  await expect(page.getByRole('dialog', { name: 'Не удалось войти' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/?temporary_token=dev:79990000002');
  await expect(auth.userMenu('Борис Петров')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('a guest is asked to sign in on /profile; /profile/1 is read-only; /auth routes', async ({ page }) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  await page.goto('/profile');
  await expect(page.getByText('Войди или зарегистрируйся, чтобы видеть свой профиль, баллы и значки.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await expect(auth.dialog('Вход')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/profile/1');
  // A guest sees the first name only: the surname and places are a child's personal data.
  await expect(page.getByRole('heading', { name: 'Алиса', exact: true })).toBeVisible();
  await expect(page.getByText('Иванова')).toHaveCount(0);
  await expect(page.getByText('Город и регион')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Редактировать профиль' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Редактировать профиль' })).toHaveCount(0);
  await page.goto('/profile/999999');
  await expect(page.getByRole('heading', { name: 'Пользователь не найден' })).toBeVisible();

  // /auth/link_social leads to the profile; an unknown network is a 404; VK is not configured
  // on the shared test server, which is said plainly.
  await page.goto('/auth/link_social');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/auth/twitter');
  await expect(page.getByRole('heading', { name: 'Ошибка 404' })).toBeVisible();
  await page.goto('/auth/vk');
  await expect(page.getByText('Что-то пошло не так, попробуй позднее')).toBeVisible();
});

test('the login and register frames pass axe (WCAG 2.1 AA) with their errors shown, and keep focus inside', async ({
  page,
}) => {
  const auth = new AuthModal(page);
  await auth.acceptCookies();
  await page.goto('/');
  const login = await auth.openLogin();
  await expect(login.getByLabel('Телефон или e-mail')).toBeFocused();
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await login.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const axe = () =>
    new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
  expect((await axe()).violations).toEqual([]);
  await login.getByRole('button', { name: 'Создать аккаунт' }).click();
  const register = auth.dialog('Регистрация');
  await register.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(register.getByText('Прими соглашение')).toBeVisible();
  expect((await axe()).violations).toEqual([]);
});
