// News in a real browser: /news and /catalog/news list cards, a news page shows its content
// blocks, share links and comments, and it opens again offline from the device copy.
import { expect, test } from '@playwright/test';
import { SyncPage } from './page-models/sync-page.ts';

test('news lists open a news item with blocks and comments, readable offline', async ({ context, page }) => {
  await page.goto('/catalog/news');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { name: 'Новости науки', level: 1 })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();

  await page.goto('/news');
  await expect(main.getByRole('heading', { name: 'Новости', level: 1 })).toBeVisible();
  // Each news card carries its date, written out in Russian ('23 ноября 2026').
  await expect(main.getByRole('article').first().locator('time')).toHaveText(/^\d{1,2} [а-я]+ \d{4}$/);
  await main.getByRole('link', { name: /Стартовал новый сезон школьных олимпиад/ }).click();
  await expect(page).toHaveURL(/\/news\/otkrytie-sezona-olimpiad$/);
  await expect(main.getByRole('heading', { name: 'Стартовал новый сезон школьных олимпиад', level: 1 })).toBeVisible();
  await expect(main.getByText(/В этом году олимпиады пройдут по двенадцати предметам/)).toBeVisible();
  await expect(main.getByRole('heading', { name: /Комментарии/ })).toBeVisible();
  await expect(
    main.getByRole('group', { name: 'Поделиться' }).getByRole('link', { name: 'Поделиться: Telegram' }),
  ).toHaveAttribute('href', /^https:\/\/t\.me\/share\/url\?url=/);
  // Share controls are icons named for screen readers, not text chips.
  const share = main.getByRole('group', { name: 'Поделиться' });
  for (const name of ['Telegram', 'ВКонтакте', 'Одноклассники', 'Facebook', 'Twitter'])
    await expect(
      share.getByRole(/Facebook|Twitter/.test(name) ? 'button' : 'link', { name: `Поделиться: ${name}` }),
    ).toBeVisible();
  await expect(share).toHaveText('');
  await expect(share.locator('svg')).toHaveCount(5);

  await new SyncPage(page).waitForServiceWorker();
  await context.setOffline(true);
  await page.reload();
  await expect(main.getByRole('heading', { name: 'Стартовал новый сезон школьных олимпиад', level: 1 })).toBeVisible();
  await expect(main.getByText(/В этом году олимпиады пройдут по двенадцати предметам/)).toBeVisible();
});

test('the history in the profile lists what was opened', async ({ page }) => {
  await page.request.post('/api/auth/dev-login', { data: { user_id: 1 } });
  await page.goto('/news/novyj-razdel-podkasty');
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Within the app, as a reader goes there (the footer's 'Моё'); the visit is queued as the page opens.
  await page.getByRole('contentinfo').getByRole('link', { name: 'История просмотров' }).click();
  await expect(page).toHaveURL(/\/profile\/history$/);
  const list = page.getByRole('list', { name: 'История просмотров' });
  await expect(list.getByRole('link', { name: 'На сайте появился раздел подкастов' })).toBeVisible();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/history')).json()) as { list: { type: { code: string } }[] }).list.some(
          (i) => i.type.code === 'news',
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
});
