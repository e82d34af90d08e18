// Two devices of one user (two browser contexts, each its own IndexedDB): what one does reaches
// the other's device store through sync alone, for every synced feature: a bookmark, a podcast
// position, a course step, a quiz attempt and its answer with the verdict, and a visit in the
// history. The second device then shows them with the network off, and opening a material offline
// (a quiet history action) is not shown as an action waiting to be sent. The social layer too: a
// follow and a block, and a collection made, filled and renamed offline, reach the other device,
// whose profile shows them with the network off. The third test does the same for the remaining
// actions (docs/sync.md lists which test shows each synced feature).
import { expect, test, type Page } from '@playwright/test';
import { CommunityPage, createCommunityWithFeed } from './page-models/community-page.ts';
import { LearningPage } from './page-models/learning-page.ts';
import { actor, NotificationsPanel } from './page-models/notifications-panel.ts';
import { CollectionPicker, SocialPage } from './page-models/social-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const USER = 4;
const PODCAST = 'chto-takoe-kvantovyj-kompyuter';
const COURSE_ID = 5;
const QUIZ_ID = 9;
const LIKED = 'kak-rabotaet-radouga';
const EVENT = 'lekciya-chernye-dyry';

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

// The remaining offline actions: each is taken on device A through the page, and device B (the same
// user, its own device store) shows the result: a like, a comment, the notifications read and a
// setting turned off, a community joined, a contest vote and an event registration.
test('likes, comments, notifications, communities, votes and event forms converge to the other device', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  for (const ctx of [ctxA, ctxB]) await ctx.addInitScript(() => localStorage.setItem('cookiesAccepted', 'true'));
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  const user = makeUser('Двойник');
  await signInAs(a.request, user);
  await signInAs(b.request, user);
  // Someone follows the user, so there is a notification to read; and an open community to join.
  const boris = await actor(baseURL!, 2);
  expect((await boris.post(`/api/user/${user}/follow`)).ok()).toBeTruthy();
  const { id: clubId } = await createCommunityWithFeed(boris, `Клуб двух устройств ${Date.now()}`, false);
  await boris.dispose();
  const work = (
    (await (await a.request.get('/api/contest-learn-known/video-list?limit=1')).json()) as {
      list: { id: number }[];
    }
  ).list[0]!.id;
  const bellB = new NotificationsPanel(b);
  await b.goto('/');
  await bellB.expectUnread(1);

  // Device A: every action through its page.
  const devA = new SyncPage(a);
  const social = new SocialPage(a);
  await social.open(`/post/${LIKED}`);
  await devA.waitForServiceWorker();
  await social.like().click();
  await expect(social.like()).toHaveAttribute('aria-pressed', 'true');
  // Once the server holds the like, its optional feedback popup asks what was liked.
  await a
    .getByRole('dialog', { name: 'Спасибо! Что понравилось?' })
    .getByRole('button', { name: 'Пропустить' })
    .click();
  const text = `С двух устройств ${Date.now()}`;
  await social.comments().getByLabel('Ваш комментарий').fill(text);
  await social.comments().getByRole('button', { name: 'Отправить' }).click();
  await expect(social.comment(text)).not.toContainText('Отправится при подключении', { timeout: 20_000 });
  const club = new CommunityPage(a);
  await club.open(clubId);
  await club.button('Вступить').click();
  await expect(club.button('Выйти из сообщества')).toBeVisible({ timeout: 20_000 });
  await a.goto(`/contests/special/${work}`);
  const vote = a.getByRole('form', { name: 'Оцени работу' });
  await vote.getByRole('group', { name: 'Понятность' }).getByRole('radio', { name: '5', exact: true }).check();
  await vote.getByRole('group', { name: 'Увлекательность' }).getByRole('radio', { name: '4', exact: true }).check();
  await vote.getByRole('group', { name: 'Научность' }).getByRole('radio', { name: '3', exact: true }).check();
  await vote.getByRole('button', { name: 'Проголосовать' }).click();
  await expect(a.getByRole('heading', { level: 2, name: 'Твоя оценка' })).toBeVisible({ timeout: 20_000 });
  await a.goto(`/event/${EVENT}`);
  const main = a.locator('main');
  await main.getByRole('button', { name: 'присоединиться' }).click();
  const form = a.getByRole('dialog', { name: 'Заполните форму' });
  await form.getByLabel('Имя и фамилия *').fill('Двойник Тестова');
  await form.getByLabel('Электронная почта *').fill('twin@example.org');
  await form.getByLabel('Класс *').selectOption('9');
  await form.getByRole('button', { name: 'присоединиться' }).click();
  await expect(main.getByText('Заявка успешно отправлена')).toBeVisible();
  // The bell: opening it reads the notification; in its settings the first kind is turned off.
  const bellA = new NotificationsPanel(a);
  await bellA.open();
  await bellA.expectUnread(0);
  await bellA.panel().getByRole('button', { name: 'Настройки' }).click();
  const firstKind = bellA.panel().getByRole('switch').first();
  await expect(firstKind).toBeChecked();
  await firstKind.uncheck();
  await a.keyboard.press('Escape');
  await devA.expectPending(0);

  // Device B shows each of them.
  const socialB = new SocialPage(b);
  await socialB.open(`/post/${LIKED}`);
  await expect(socialB.like()).toHaveAttribute('aria-pressed', 'true');
  await expect(socialB.comments().getByText(text)).toHaveCount(1);
  await new CommunityPage(b).open(clubId);
  await expect(new CommunityPage(b).button('Выйти из сообщества')).toBeVisible();
  await b.goto(`/contests/special/${work}`);
  await expect(b.getByRole('heading', { level: 2, name: 'Твоя оценка' })).toBeVisible();
  const event = (await (await b.request.get(`/api/event/slug/${EVENT}`)).json()) as { is_participant: boolean };
  expect(event.is_participant).toBe(true);
  await b.goto('/');
  await bellB.expectUnread(0);
  await bellB.open();
  await bellB.panel().getByRole('button', { name: 'Настройки' }).click();
  await expect(bellB.panel().getByRole('switch').first()).not.toBeChecked();
  await ctxA.close();
  await ctxB.close();
});
