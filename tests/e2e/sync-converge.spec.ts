// Two devices of one user (two browser contexts, each its own IndexedDB): what one does reaches
// the other's device store through sync alone, for every synced feature: a bookmark, a podcast
// position, a course step, a quiz attempt and its answer with the verdict, and a visit in the
// history. The second device then shows them with the network off, and opening a material offline
// (a quiet history action) is not shown as an action waiting to be sent. The social layer too: a
// follow and a block, and a collection made, filled and renamed offline, reach the other device,
// whose profile shows them with the network off.
import { expect, test, type Page } from '@playwright/test';
import { LearningPage } from './page-models/learning-page.ts';
import { CollectionPicker } from './page-models/social-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const USER = 4;
const PODCAST = 'chto-takoe-kvantovyj-kompyuter';
const COURSE_ID = 5;
const QUIZ_ID = 9;

/** Every row of a device table, read straight from IndexedDB (what the sync worker wrote). */
async function deviceRows(page: Page, table: string): Promise<{ key: string; [field: string]: unknown }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('nauka');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const all = db.transaction(name, 'readonly').objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    table,
  );
}

/** Screenshots at desktop and 375 px width, to look at (test-results/). */
async function shoot(page: Page, name: string) {
  for (const [suffix, width] of [
    ['desktop', 1280],
    ['375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/converge-${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const row = async (page: Page, table: string, key: string) =>
  (await deviceRows(page, table)).find((r) => r.key === key);

test('each synced feature converges from one device to the other', async ({ browser }) => {
  test.setTimeout(120_000);
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await signIn(a.request, USER);
  await signIn(b.request, USER);
  const post = (await (await a.request.get(`/api/page/slug/${PODCAST}`)).json()) as {
    id: number;
    title: string;
    audios: { id: number }[];
  };
  const audioId = post.audios[0]?.id ?? 0;
  const favorite = (await (
    await a.request.post('/api/favorite-all/exist', { data: { type: 'post', ids: [post.id] } })
  ).json()) as { exist_ids: number[] };
  if (favorite.exist_ids.length)
    await a.request.post('/api/favorite-all/toggle', { data: { type: 'post', id: post.id } });

  // Device B is open (its first pull done) before device A does anything.
  const devB = new SyncPage(b);
  await b.goto('/');
  await devB.waitForServiceWorker();
  await expect
    .poll(async () => (await deviceRows(b, 'syncMeta')).some((r) => r.key === `pullCookie:${USER}`))
    .toBe(true);

  // Device A: a bookmark, a podcast position and a visit on one material page...
  const devA = new SyncPage(a);
  const learnA = new LearningPage(a);
  await a.goto(`/post/${PODCAST}`);
  await learnA.acceptCookies();
  const main = a.locator('main');
  await main.getByRole('button', { name: 'Добавить в избранное' }).first().click();
  await main.getByRole('slider', { name: 'Позиция воспроизведения' }).first().fill('6');
  await main.getByRole('button', { name: 'Слушать' }).first().click();
  await expect
    .poll(() =>
      main
        .locator('audio')
        .first()
        .evaluate((el: HTMLAudioElement) => el.currentTime),
    )
    .toBeGreaterThan(7);
  await main.getByRole('button', { name: 'Пауза' }).first().click();
  // ...a completed course step...
  const course = (await (await a.request.get(`/api/course/${COURSE_ID}`)).json()) as { steps: { id: number }[] };
  const firstStep = course.steps[0]?.id ?? 0;
  await learnA.gotoCourse(COURSE_ID);
  await a.getByRole('link', { name: /^(Начать курс|Продолжить)$/ }).click();
  await a.getByRole('button', { name: /^(Далее|Завершить курс)$/ }).click();
  // ...and a quiz answer, checked at once.
  await a.goto(`/quizzes/${QUIZ_ID}`);
  await a.getByRole('button', { name: /^(Начать|Продолжить)$/ }).click();
  await learnA.answerCurrent('климат');
  await expect(a.locator('.quiz-feedback__title')).toHaveText(/^(Верно!|Неверно)$/, { timeout: 20_000 });
  await devA.expectPending(0);
  const attemptA = (await deviceRows(a, 'syncMeta')).find((r) => r.key === `quiz-attempt:${USER}:${QUIZ_ID}`)
    ?.value as { key: string };
  const answersA = (await deviceRows(a, 'quizAnswers')).filter((r) => r.key.startsWith(`${USER}:${attemptA.key}:`));
  expect(answersA).toHaveLength(1);

  // Device B learns it all through a pull (a sync run starts when the network comes back).
  await b.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect
    .poll(async () => (await row(b, 'bookmarks', `${USER}:post:${post.id}`))?.on, { timeout: 20_000 })
    .toBe(true);
  await expect
    .poll(async () => Number((await row(b, 'audioPositions', `audio:${audioId}`))?.position ?? 0))
    .toBeGreaterThan(5);
  await expect
    .poll(async () => (await row(b, 'courseProgress', `${USER}:${COURSE_ID}:${firstStep}`))?.state)
    .toBe('completed');
  await expect
    .poll(async () => ((await row(b, 'syncMeta', `quiz-attempt:${USER}:${QUIZ_ID}`))?.value as { key?: string })?.key)
    .toBe(attemptA.key);
  const answerB = await row(b, 'quizAnswers', answersA[0]?.key ?? '');
  expect(answerB?.verdict).toMatchObject({ correct: (answersA[0]?.verdict as { correct: boolean }).correct });
  await expect.poll(async () => (await row(b, 'history', `${USER}:post:${post.id}`))?.title).toBe(post.title);

  // Offline, device B shows what came from device A.
  await ctxB.setOffline(true);
  await b.goto('/profile/history');
  await expect(b.getByRole('link', { name: post.title })).toBeVisible();
  await b.goto('/profile/bookmarks');
  await expect(devB.bookmarkRow(post.title)).toHaveCount(1);
  // Device A opens the material again offline: its visit is queued quietly, not shown as waiting.
  await devA.waitForServiceWorker();
  await ctxA.setOffline(true);
  await a.goto(`/post/${PODCAST}`);
  await expect(a.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect.poll(async () => (await deviceRows(a, 'outbox')).filter((r) => r.name === 'history-add').length).toBe(1);
  await expect(devA.indicator()).toContainText('Нет подключения');
  await expect(devA.indicator()).not.toContainText('Ожидает отправки');
  await ctxA.close();
  await ctxB.close();
});

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
