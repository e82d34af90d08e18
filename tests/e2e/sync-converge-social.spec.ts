// Two devices of one user: a follow and a block, and a collection made, filled and renamed offline,
// reach the other device through sync alone, whose profile shows them with the network off.
import { expect, test } from '@playwright/test';
import { deviceRows, row, shoot } from './page-models/device-store.ts';
import { CollectionPicker } from './page-models/social-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { SyncPage } from './page-models/sync-page.ts';

test('follows, blocks and a collection made offline converge from one device to the other', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = makeUser('Соня');
  const [FOLLOWED, BLOCKED] = [4, 2];
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await signInAs(a.request, user);
  await signInAs(b.request, user);
  const devB = new SyncPage(b);
  await b.goto('/');
  await devB.waitForServiceWorker();
  await expect
    .poll(async () => (await deviceRows(b, 'syncMeta')).some((r) => r.key === `pullCookie:${user}`))
    .toBe(true);

  // Device A follows one user and blocks another (online), from their profiles.
  await a.goto(`/profile/${FOLLOWED}`);
  await a.getByRole('main').getByRole('button', { name: 'Подписаться' }).click();
  await expect(a.getByRole('main').getByRole('button', { name: 'Отписаться' })).toBeVisible();
  await a.goto(`/profile/${BLOCKED}`);
  const blockedName = (await a.getByRole('main').getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  await a.getByRole('main').getByRole('button', { name: 'Заблокировать' }).click();
  await a
    .getByRole('dialog', { name: 'Заблокировать пользователя?' })
    .getByRole('button', { name: 'Заблокировать' })
    .click();
  await expect(a.getByRole('main').getByRole('button', { name: 'Разблокировать' })).toBeVisible();

  // Offline, device A makes a collection from a card (the material goes in), then renames it.
  const devA = new SyncPage(a);
  await devA.gotoCatalog();
  await devA.waitForServiceWorker();
  const card = devA
    .cards()
    .filter({ has: a.getByRole('button', { name: 'Добавить в коллекцию' }) })
    .first();
  const material = await devA.cardTitle(card);
  await ctxA.setOffline(true);
  await expect(devA.indicator()).toContainText('Нет подключения');
  const title = `Звёздное небо ${Date.now()}`;
  const picker = new CollectionPicker(a);
  await picker.openFor(card);
  await picker.create(title);
  await picker.close();
  await a.goto('/profile/collections');
  const tile = a.getByRole('list', { name: 'Мои коллекции' }).getByRole('link', { name: new RegExp(title) });
  await expect(tile).toContainText('1 материал');
  await expect(tile).toContainText('ждёт отправки');
  await tile.click();
  await expect(a).toHaveURL(/\/profile\/collections\/-\d+$/);
  await expect(a.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(a.getByText('Отправится при подключении')).toBeVisible();
  // The material shows from the device's copy of its card.
  await expect(
    a.getByRole('list', { name: 'Материалы коллекции' }).getByRole('link', { name: material }),
  ).toBeVisible();
  const renamed = `${title} — к докладу`;
  await a.getByRole('button', { name: 'Переименовать' }).click();
  await a.getByLabel('Название коллекции').fill(renamed);
  await a.getByRole('button', { name: 'Сохранить' }).click();
  await expect(a.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await devA.expectPending(3);
  await shoot(a, 'collection-offline');

  // Back online: the collection is created once, and the open page moves to its server id.
  await ctxA.setOffline(false);
  await devA.expectPending(0);
  await expect(a).toHaveURL(/\/profile\/collections\/\d+$/);
  await expect(a.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  const own = (await (await a.request.get('/api/collection')).json()) as {
    list: { id: number; title: string; pages_count: number }[];
  };
  expect(own.list.filter((c) => c.title.startsWith(title))).toEqual([
    expect.objectContaining({ title: renamed, pages_count: 1 }),
  ]);

  // Device B pulls it all, then shows it with the network off.
  await b.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await deviceRows(b, 'collections')).find((r) => r.title === renamed)?.pageIds, {
      timeout: 20_000,
    })
    .toHaveLength(1);
  await expect.poll(async () => (await row(b, 'userRelations', `${user}:follow:${FOLLOWED}`))?.on).toBe(true);
  await expect.poll(async () => (await row(b, 'userRelations', `${user}:block:${BLOCKED}`))?.on).toBe(true);
  await ctxB.setOffline(true);
  await b.goto('/profile');
  await b
    .locator('summary')
    .filter({ hasText: /^Подписки/ })
    .click();
  await expect(b.getByRole('list', { name: 'Подписки' }).getByRole('listitem')).toHaveCount(1);
  await b
    .locator('summary')
    .filter({ hasText: /^Заблокированные/ })
    .click();
  await expect(b.getByRole('list', { name: 'Заблокированные' })).toContainText(blockedName);
  await shoot(b, 'profile-offline');
  await b.goto('/profile/collections');
  await expect(
    b.getByRole('list', { name: 'Мои коллекции' }).getByRole('link', { name: new RegExp(renamed) }),
  ).toContainText('1 материал');
  await ctxA.close();
  await ctxB.close();
});

// The remaining offline actions: each is taken on device A through the page, and device B (the same
// user, its own device store) shows the result: a like, a comment, the notifications read and a
// setting turned off, a community joined, a contest vote and an event registration.
