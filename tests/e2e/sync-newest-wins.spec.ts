// Issue 46: set-style offline actions settle by when they were taken. Device A bookmarks a material
// while offline for a 'week' (its queued action dated a week back); meanwhile device B, online,
// bookmarks it and then takes the bookmark off. When A comes back, its older 'bookmark on' arrives
// last but does not win: the server answers it superseded, and both devices end with no bookmark.
import { expect, test, type Page } from '@playwright/test';
import { deviceRows, row } from './page-models/device-store.ts';
import { LearningPage } from './page-models/learning-page.ts';
import { makeUser, signInAs } from './page-models/staff-page.ts';
import { SyncPage } from './page-models/sync-page.ts';

const POST = 'chto-takoe-kvantovyj-kompyuter';
const WEEK = 7 * 24 * 3_600_000;

/** Dates the device's waiting actions back to `at`, as if its clock had been a week behind. */
function dateOutbox(page: Page, at: string): Promise<number> {
  return page.evaluate(
    (when) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('nauka');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('outbox', 'readwrite');
          const store = tx.objectStore('outbox');
          let changed = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const r of all.result as { at: string }[]) {
              store.put({ ...r, at: when });
              changed += 1;
            }
          };
          tx.oncomplete = () => {
            db.close();
            resolve(changed);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    at,
  );
}

test("an older offline bookmark arriving last does not undo the other device's newer removal", async ({ browser }) => {
  test.setTimeout(120_000);
  const user = makeUser('Ульяна');
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await signInAs(a.request, user);
  await signInAs(b.request, user);
  const post = (await (await a.request.get(`/api/page/slug/${POST}`)).json()) as { id: number; title: string };
  const key = `${user}:post:${post.id}`;

  // Device A goes offline and bookmarks the material: the action waits, dated a week back.
  const devA = new SyncPage(a);
  await a.goto(`/post/${POST}`);
  await new LearningPage(a).acceptCookies();
  await devA.waitForServiceWorker();
  await ctxA.setOffline(true);
  await expect(devA.indicator()).toContainText('Нет подключения');
  const heartA = devA.heartIn(a.locator('main')).first();
  const pressed = (on: boolean) => ['aria-pressed', String(on)] as const;
  await heartA.click();
  await expect(heartA).toHaveAttribute(...pressed(true));
  await devA.expectPending(1);
  expect(await dateOutbox(a, new Date(Date.now() - WEEK).toISOString())).toBe(1);

  // Meanwhile device B, online, bookmarks it and then takes the bookmark off.
  const devB = new SyncPage(b);
  await b.goto(`/post/${POST}`);
  await new LearningPage(b).acceptCookies();
  const heartB = devB.heartIn(b.locator('main')).first();
  await heartB.click();
  await expect(heartB).toHaveAttribute(...pressed(true));
  await devB.expectPending(0);
  await heartB.click();
  await expect(heartB).toHaveAttribute(...pressed(false));
  await devB.expectPending(0);
  const onServer = async () =>
    (
      (await (await b.request.post('/api/favorite-all/exist', { data: { type: 'post', ids: [post.id] } })).json()) as {
        exist_ids: number[];
      }
    ).exist_ids;
  expect(await onServer()).toEqual([]);

  // Device A comes back: its week-old action is sent last, superseded, and A takes the server's state.
  const answers: unknown[] = [];
  a.on('response', (res) => {
    if (res.url().endsWith('/api/sync/push')) void res.json().then((body: unknown) => answers.push(body));
  });
  await ctxA.setOffline(false);
  await devA.expectPending(0);
  await expect
    .poll(() => answers)
    .toContainEqual(
      expect.objectContaining({ results: [expect.objectContaining({ status: 'applied', superseded: true })] }),
    );
  await expect.poll(async () => (await row(a, 'bookmarks', key))?.on, { timeout: 20_000 }).toBe(false);
  await expect(heartA).toHaveAttribute(...pressed(false));
  expect(await onServer()).toEqual([]);

  // Device B, after its own sync, still shows no bookmark.
  await b.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await row(b, 'bookmarks', key))?.on ?? false).toBe(false);
  await b.reload();
  await expect(heartB).toHaveAttribute(...pressed(false));
  expect((await deviceRows(a, 'outbox')).filter((r) => r.name === 'bookmark-set')).toEqual([]);
  await ctxA.close();
  await ctxB.close();
});

test("an older offline follow arriving last does not undo the other device's newer unfollow", async ({ browser }) => {
  test.setTimeout(120_000);
  const user = makeUser('Ульяна');
  const friend = makeUser('Глеб');
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  const [a, b] = [await ctxA.newPage(), await ctxB.newPage()];
  await signInAs(a.request, user);
  await signInAs(b.request, user);
  const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name });

  // Device A, offline, follows the friend from the profile: the action waits, dated a week back.
  const devA = new SyncPage(a);
  await a.goto(`/profile/${friend}`);
  await devA.waitForServiceWorker();
  await expect(button(a, 'Подписаться')).toBeVisible();
  await ctxA.setOffline(true);
  await expect(devA.indicator()).toContainText('Нет подключения');
  await button(a, 'Подписаться').click();
  await expect(button(a, 'Отписаться')).toBeVisible();
  await devA.expectPending(1);
  expect(await dateOutbox(a, new Date(Date.now() - WEEK).toISOString())).toBe(1);

  // Device B, online, follows and then unfollows.
  const devB = new SyncPage(b);
  await b.goto(`/profile/${friend}`);
  await button(b, 'Подписаться').click();
  await expect(button(b, 'Отписаться')).toBeVisible();
  await devB.expectPending(0);
  await button(b, 'Отписаться').click();
  await expect(button(b, 'Подписаться')).toBeVisible();
  await devB.expectPending(0);
  const following = async () =>
    ((await (await b.request.get(`/api/user/${friend}/relations`)).json()) as { is_following: boolean }).is_following;
  expect(await following()).toBe(false);

  // Device A comes back: its week-old follow is superseded and A shows the server's state.
  await ctxA.setOffline(false);
  await devA.expectPending(0);
  await expect(button(a, 'Подписаться')).toBeVisible({ timeout: 20_000 });
  expect(await following()).toBe(false);
  await b.evaluate(() => window.dispatchEvent(new Event('online')));
  await b.reload();
  await expect(button(b, 'Подписаться')).toBeVisible();
  await ctxA.close();
  await ctxB.close();
});
