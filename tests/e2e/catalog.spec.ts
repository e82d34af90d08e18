// The catalogue and the article screen in the browser: filters live in the URL and change
// the cards, an article renders its text-like blocks, and an opened catalogue still shows
// its cards offline from the device copy (Dexie), with the shell from the service worker.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';

test('a type filter changes the URL and the cards', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open();
  await expect(catalog.cards).toHaveCount(18);
  await expect(catalog.count).toHaveText(/^\d+ материал/);
  const before = await catalog.count.innerText();
  await expect(catalog.cardsWithCaption('Почитать').first()).toBeVisible();

  await catalog.typeChip('Подкасты').click();
  // The spec's query name with a readable value.
  await expect(page).toHaveURL(/[?&]page_type_id=2(&|$)/);
  await expect(catalog.typeChip('Подкасты')).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.count).not.toHaveText(before);
  const total = await catalog.cards.count();
  expect(total).toBeGreaterThan(0);
  await expect(catalog.cardsWithCaption('Послушать')).toHaveCount(total);

  // The filter survives a reload: it is read back from the URL.
  await page.reload();
  await expect(catalog.typeChip('Подкасты')).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.cardsWithCaption('Послушать')).toHaveCount(total);

  await catalog.typeChip('Все').click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(catalog.cards).toHaveCount(18);
});

test("the spec's catalogue address filters the cards", async ({ page }) => {
  const catalog = new CatalogPage(page);
  const podcasts = ((await (await page.request.get('/api/catalog?page_type_id=2&limit=1')).json()) as { total: number })
    .total;
  const all = ((await (await page.request.get('/api/catalog?limit=1')).json()) as { total: number }).total;
  expect(podcasts).toBeLessThan(all);
  await catalog.open('/catalog?page_type_id=2');
  await expect(catalog.typeChip('Подкасты')).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.count).toHaveText(new RegExp(`^${podcasts} `));
  await catalog.open('/catalog?page_type_id=2,3&sort=DATE_ASC');
  await expect(catalog.typeChip('Статьи')).toHaveAttribute('aria-pressed', 'true');
  await expect(catalog.typeChip('Подкасты')).toHaveAttribute('aria-pressed', 'true');
  // Older addresses written as JSON arrays still open.
  await catalog.open('/catalog?page_type_id=%5B2%5D');
  await expect(catalog.count).toHaveText(new RegExp(`^${podcasts} `));
  // A tag link from a post writes a plain number.
  await page.goto('/post/pochemu-nebo-goluboe');
  await page.getByRole('list', { name: 'Теги' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/catalog\?tags=\d+$/);
});

test('"Показать ещё" appends the next page of cards', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open();
  await expect(catalog.cards).toHaveCount(18);
  await catalog.main.getByRole('button', { name: 'Показать ещё' }).click();
  await expect(catalog.cards).toHaveCount(36);
});

test('an article shows its title and text blocks', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog');
  await catalog.cards.filter({ hasText: 'Почему небо голубое' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/post\/pochemu-nebo-goluboe$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Почему небо голубое, а закат красный' })).toBeVisible();
  await expect(main.getByText('Солнечный свет кажется белым')).toBeVisible();
  await expect(main.getByText('Главное за минуту')).toBeVisible();
  await expect(main.getByText('Джон Уильям Стретт, лорд Рэлей')).toBeVisible();
  // Accordion: the first item is open, the others closed.
  await expect(main.getByText('Фиолетового света в солнечном спектре меньше')).toBeVisible();
  await expect(main.getByText('Чёрного: у Луны нет атмосферы')).toBeHidden();
  // Tabs switch their panel.
  await main.getByRole('tab', { name: 'Марс' }).click();
  await expect(main.getByRole('tabpanel')).toContainText('рыжевато-розовое');
});

test('an unknown post says it was not found', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/post/takogo-net');
  await expect(page.getByRole('heading', { name: 'Материал не найден' })).toBeVisible();
});

test('the catalogue opened once still shows its cards offline', async ({ page, context }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog');
  await expect(catalog.cards).toHaveCount(18);
  await catalog.waitForServiceWorker();
  const firstTitle = await catalog.cards.first().getByRole('heading').innerText();
  // Drop the service worker's copy of API answers: the cards must come from Dexie.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) if (name.startsWith('api')) await caches.delete(name);
  });
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(
      catalog.main.getByText('Показаны материалы, сохранённые на этом устройстве', { exact: false }),
    ).toBeVisible();
    await expect(catalog.cards).toHaveCount(18);
    await expect(catalog.cards.first().getByRole('heading')).toHaveText(firstTitle);
  } finally {
    await context.setOffline(false);
  }
});

test('a signed-in reader comments on a post; markup in a comment never runs', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/post/himiya-na-kuhne');
  const comments = page.getByRole('region', { name: /Комментарии/ });
  await expect(comments.getByRole('button', { name: 'Войти' })).toBeVisible();

  const res = await page.request.post('/api/auth/dev-login', { data: { user_id: 2 } });
  expect(res.ok()).toBeTruthy();
  await page.reload();
  await comments.getByLabel('Твой комментарий').fill('Проверю дома! <img src=x onerror="window.__pwned=1">');
  await comments.getByRole('button', { name: 'Отправить' }).click();
  await expect(comments.getByRole('listitem').first()).toContainText('Проверю дома!');
  await expect(comments.getByLabel('Твой комментарий')).toHaveValue('');
  await page.reload();
  await expect(comments.getByRole('listitem').first()).toContainText('Проверю дома!');
  expect(await page.evaluate(() => (window as Window & { __pwned?: number }).__pwned)).toBeUndefined();
});

test('axe finds no serious or critical violation on the catalogue and an article', async ({ page }) => {
  const catalog = new CatalogPage(page);
  for (const path of ['/catalog', '/post/pochemu-nebo-goluboe']) {
    await catalog.open(path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test('/post lists the materials with the spec filters', async ({ page }) => {
  await page.goto('/post?page_type_id=2');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Публикации' })).toBeVisible();
  await expect(main.getByText('Раздел готовится')).toHaveCount(0);
  const cards = main.locator('.content-card');
  await expect(cards.first()).toBeVisible();
  const podcasts = (await (await page.request.get('/api/catalog?page_type_id=2&limit=100')).json()) as {
    list: unknown[];
  };
  expect(podcasts.list.length).toBeGreaterThan(0);
  // The list may be drawn from the device first and then grow with the server's page: compare
  // the counts once the network is quiet, each time both anew.
  await page.waitForLoadState('networkidle');
  await expect
    .poll(async () => {
      const all = await cards.count();
      return all > 0 && (await cards.filter({ hasText: 'Послушать' }).count()) === all;
    })
    .toBe(true);
});
