// The /users catalogue: the demo users are listed, the name search narrows the list and stays
// in the address, a card opens the public profile, and axe finds no serious problems.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Opens every page of the list (newer members, from other tests, come first). */
async function showAll(page: Page): Promise<void> {
  const more = page.getByRole('button', { name: 'Показать ещё' });
  await expect(page.getByRole('main').locator('.user-card__link').first()).toBeVisible();
  while (await more.isVisible()) {
    const count = await page.locator('.user-card__link').count();
    await more.click();
    await expect.poll(() => page.locator('.user-card__link').count()).toBeGreaterThan(count);
  }
}

test('the catalogue lists the demo users, searches by name through the URL and opens a profile', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/users');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Участники', level: 1 })).toBeVisible();
  await showAll(page);
  for (const name of ['Алиса Иванова', 'Борис Петров', 'Вера Сидорова']) {
    await expect(main.getByRole('link', { name: new RegExp(name) })).toBeVisible();
  }

  await main.getByLabel('Поиск по имени').fill('петров');
  await expect(page).toHaveURL(/[?&]search=%D0%BF%D0%B5%D1%82%D1%80%D0%BE%D0%B2/);
  await expect(main.getByRole('link', { name: /Борис Петров/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Алиса Иванова/ })).toHaveCount(0);

  // The search survives a reload: the list follows the address.
  await page.reload();
  await expect(main.getByLabel('Поиск по имени')).toHaveValue('петров');
  await expect(main.getByRole('link', { name: /Вера Сидорова/ })).toHaveCount(0);

  await main.getByLabel('Поиск по имени').fill('Ничего-такого-нет');
  await expect(main.getByText('Никого не нашли. Попробуйте изменить запрос или фильтр.')).toBeVisible();

  await page.goto('/users?search=%D0%92%D0%B5%D1%80%D0%B0');
  await main.getByRole('link', { name: /Вера Сидорова/ }).click();
  await expect(page).toHaveURL(/\/profile\/3$/);
  await expect(page.getByRole('heading', { name: 'Вера Сидорова' })).toBeVisible();
});

test('the type filter keeps only members of that type', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/users');
  const main = page.getByRole('main');
  await expect(main.locator('.user-card__link').first()).toBeVisible();
  const select = main.getByLabel('Кто');
  await expect(select.locator('option')).not.toHaveCount(1);
  await select.selectOption('3');
  await expect(page).toHaveURL(/[?&]type=3/);
  await expect(main.getByRole('link', { name: /Борис Петров/ })).toBeVisible();
  await expect(main.getByRole('link', { name: /Алиса Иванова/ })).toHaveCount(0);
});

test('/users passes axe without serious or critical violations', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/users');
  await expect(page.getByRole('main').locator('.user-card__link').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('"Показать ещё" adds the next page of 24 cards', async ({ page }) => {
  // 26 members with one shared, unique last name: named through the API with their own tokens.
  const tag = [...String(Date.now()).slice(-6)].map((d) => 'абвгдежзик'[Number(d)]).join('');
  const lastName = `Листаев${tag}`;
  for (let i = 0; i < 26; i += 1) {
    const signIn = await page.request.post('/api/auth/auth-by-homo-id', { data: { temporary_token: `dev:pager-${tag}-${i}@example.org` } });
    expect(signIn.ok()).toBe(true);
    const { access_token: token } = await signIn.json();
    const named = await page.request.post('/api/user/update-profile', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: `Участник${String(i).padStart(2, '0')}`, last_name: lastName, is_agreement: true },
    });
    expect(named.ok()).toBe(true);
  }
  await page.context().clearCookies();
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto(`/users?search=${encodeURIComponent(lastName)}`);
  const cards = page.getByRole('main').getByRole('link', { name: new RegExp(lastName) });
  await expect(cards).toHaveCount(24);
  await page.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(cards).toHaveCount(26);
  await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
});

test('offline: a list seen before is shown from the device, a new search says it waits for the network', async ({ page, context }) => {
  await page.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  await page.goto('/users?search=%D0%98%D0%B2%D0%B0%D0%BD%D0%BE%D0%B2%D0%B0');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /Алиса Иванова/ })).toBeVisible();
  await context.setOffline(true);
  await main.getByLabel('Поиск по имени').fill('Офлайн');
  await expect(main.getByText('Нет подключения. Список участников загрузится, когда появится сеть.')).toBeVisible();
  await main.getByLabel('Поиск по имени').fill('Иванова');
  await expect(main.getByText('Нет подключения. Показываем сохранённое на устройстве.')).toBeVisible();
  await expect(main.getByRole('link', { name: /Алиса Иванова/ })).toBeVisible();
  await context.setOffline(false);
});
