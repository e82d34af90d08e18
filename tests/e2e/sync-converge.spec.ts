// Two devices of one user (two browser contexts, each its own IndexedDB): what one does reaches
// the other's device store through sync alone, for every synced feature: a bookmark, a podcast
// position, a course step, a quiz attempt and its answer with the verdict, and a visit in the
// history. The second device then shows them with the network off, and opening a material offline
// (a quiet history action) is not shown as an action waiting to be sent. The social layer and the
// remaining actions are in sync-converge-social.spec.ts and sync-converge-activity.spec.ts
// (docs/sync.md lists which test shows each synced feature).
import { expect, test } from '@playwright/test';
import { deviceRows, row } from './page-models/device-store.ts';
import { LearningPage } from './page-models/learning-page.ts';
import { signIn, SyncPage } from './page-models/sync-page.ts';

const USER = 4;
const PODCAST = 'chto-takoe-kvantovyj-kompyuter';
const COURSE_ID = 5;
const QUIZ_ID = 9;

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
  await learnA.listenPastSevenSeconds();
  // ...a completed course step...
  const course = (await (await a.request.get(`/api/course/${COURSE_ID}`)).json()) as { steps: { id: number }[] };
  const firstStep = course.steps[0]?.id ?? 0;
  await learnA.gotoCourse(COURSE_ID);
  await a.getByRole('link', { name: /^(Начать курс|Продолжить)$/ }).click();
  await a.getByRole('button', { name: /^(Далее|Завершить курс)$/ }).click();
  // ...and a quiz answer, checked at once. A new empty attempt first: one with answers (a retry's, or
  // another spec's) is resumed at its next question once the page has it, so there is no button to press.
  expect((await a.request.delete(`/api/quiz/${QUIZ_ID}/restart`)).ok()).toBeTruthy();
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
