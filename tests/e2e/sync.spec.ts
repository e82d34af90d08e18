// The local-first core in a real browser against the real server: actions taken offline
// survive reloads and closed tabs and reach the server exactly once; two tabs push each
// action once; a rejected action is shown in Russian and reverted; the bookmarks screen pages; a heart
// tapped before the session is known acts once it is.
import { expect, test, type Page, type Route } from '@playwright/test';
import { SIGNED_IN_COOKIE, SIGNED_IN_VALUE } from '../../sync/rules/session-marker.ts';
import {
  clearServerBookmarks,
  OFFLINE_TEXT,
  recordPushes,
  serverBookmarks,
  serverTitles,
  setServerBookmark,
  signIn,
  SyncPage,
} from './page-models/sync-page.ts';

test.describe('sync: offline actions reach the server once', () => {
  test('offline: bookmark three, un-bookmark one, reload, new page; online the server holds exactly them, once', async ({
    context,
    page,
  }) => {
    await signIn(page.request, 1);
    await clearServerBookmarks(page.request);
    const app = new SyncPage(page);
    await app.gotoCatalog();
    await app.waitForServiceWorker();
    const cards = app.cards();
    const titles = await Promise.all([0, 1, 2].map((i) => app.cardTitle(cards.nth(i))));
    const card = (i: number) => app.card(titles[i] ?? '');

    await context.setOffline(true);
    await expect(app.indicator()).toContainText(OFFLINE_TEXT);
    for (const i of [0, 1, 2]) await app.heartIn(card(i)).click();
    await app.heartIn(card(1)).click();
    await app.expectHeart(card(0), true);
    await app.expectHeart(card(1), false);
    await app.expectHeart(card(2), true);
    // Item 1's two changes are one queued action (the unsent one was replaced).
    await app.expectPending(3);

    await page.reload();
    await app.expectHeart(card(0), true);
    await app.expectHeart(card(1), false);
    await app.expectHeart(card(2), true);
    await app.expectPending(3);

    await page.close();
    const again = await context.newPage();
    const app2 = new SyncPage(again);
    await app2.gotoBookmarks();
    await expect(app2.bookmarkRows()).toHaveCount(2);
    await app2.expectHeart(app2.bookmarkRow(titles[0] ?? ''), true);
    await app2.expectHeart(app2.bookmarkRow(titles[2] ?? ''), true);
    await app2.expectPending(3);
    await expect(app2.indicator()).toContainText(OFFLINE_TEXT);
    await again.goto('/catalog');
    await app2.expectHeart(app2.card(titles[0] ?? ''), true);
    await app2.expectHeart(app2.card(titles[1] ?? ''), false);
    await app2.expectHeart(app2.card(titles[2] ?? ''), true);

    await context.setOffline(false);
    await app2.expectPending(0);
    const onServer = async () => [...(await serverTitles(again.request)).values()].sort();
    await expect.poll(onServer).toEqual([titles[0], titles[2]].sort());
    expect(await serverBookmarks(again.request)).toHaveLength(2);
  });

  test('two tabs open at once push each action once', async ({ context, page }) => {
    await signIn(page.request, 2);
    await clearServerBookmarks(page.request);
    for (const id of [1, 2, 3, 4]) await setServerBookmark(page.request, 'post', id);
    const pushes = recordPushes(context);
    const tab1 = new SyncPage(page);
    await tab1.gotoBookmarks();
    // The pending count's code is kept by the service worker, so it shows offline however slow the start was.
    await tab1.waitForServiceWorker();
    const tab2 = new SyncPage(await context.newPage());
    await tab2.gotoBookmarks();
    await expect(tab1.bookmarkRows()).toHaveCount(4);
    await expect(tab2.bookmarkRows()).toHaveCount(4);
    const titles = await serverTitles(page.request);
    const title = (key: string) => titles.get(key) ?? key;

    await context.setOffline(true);
    await expect(tab1.indicator()).toContainText(OFFLINE_TEXT);
    await expect(tab2.indicator()).toContainText(OFFLINE_TEXT);
    await tab1.heartIn(tab1.bookmarkRow(title('post:1'))).click();
    await tab2.heartIn(tab2.bookmarkRow(title('post:2'))).click();
    await tab1.heartIn(tab1.bookmarkRow(title('post:3'))).click();
    // The other tab sees the change through the shared device store, then reverses it.
    await tab2.expectHeart(tab2.bookmarkRow(title('post:3')), false);
    await tab2.heartIn(tab2.bookmarkRow(title('post:3'))).click();
    await tab2.heartIn(tab2.bookmarkRow(title('post:4'))).click();
    await tab1.expectPending(4);
    await tab2.expectPending(4);
    await tab1.expectHeart(tab1.bookmarkRow(title('post:3')), true);

    await context.setOffline(false);
    await tab1.expectPending(0);
    await tab2.expectPending(0);
    await expect.poll(() => serverBookmarks(page.request)).toEqual(['post:3']);
    // No action is sent by both tabs: the server answers each once. (A push the network cut before its answer came
    // is sent again, as it must be, and applied once: sync-recovery.spec.ts.)
    const answered = pushes.answered();
    expect(answered).toHaveLength(4);
    expect(new Set(answered).size).toBe(4);
    expect(new Set(pushes.ids().map((id) => id.split(':')[0])).size).toBe(1);
  });

  test('an action the server rejects is shown in Russian, reverted, and can be dismissed', async ({
    context,
    page,
  }) => {
    await signIn(page.request, 3);
    await clearServerBookmarks(page.request);
    await setServerBookmark(page.request, 'news', 1);
    const app = new SyncPage(page);
    await app.gotoBookmarks();
    await expect(app.bookmarkRows()).toHaveCount(1);
    // The request is spoiled on its way, so the real server refuses it ('Invalid mutation args').
    await context.route('**/api/sync/push', async (route) => {
      const body: { mutations: { args: { id: number } }[] } = route.request().postDataJSON();
      for (const m of body.mutations) m.args.id = 0;
      await route.continue({ postData: JSON.stringify(body) });
    });
    const row = app.bookmarkRows().first();
    await app.heartIn(row).click();
    const alert = page.getByRole('list', { name: 'Несохранённые действия' }).getByRole('listitem');
    await expect(alert).toContainText('Избранное: ');
    await expect(alert).not.toContainText('Invalid');
    await app.expectHeart(row, true);
    await app.expectPending(0);
    expect(await serverBookmarks(page.request)).toEqual(['news:1']);
    await alert.getByRole('button', { name: 'Скрыть сообщение' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('the bookmarks screen shows 50 at a time and more on request', async ({ page }) => {
    await signIn(page.request, 3);
    await clearServerBookmarks(page.request);
    // 51 demo materials: the server refuses bookmarks of items that do not exist.
    for (let id = 1; id <= 51; id++) await setServerBookmark(page.request, 'post', id);
    const app = new SyncPage(page);
    await app.gotoBookmarks();
    await expect(app.bookmarkRows()).toHaveCount(50);
    await expect(app.bookmarkRows().first()).not.toContainText(/Материал #\d+/);
    await page.getByRole('button', { name: 'Показать ещё' }).click();
    await expect(app.bookmarkRows()).toHaveCount(51);
    await expect(page.getByRole('button', { name: 'Показать ещё' })).toHaveCount(0);
    await clearServerBookmarks(page.request);
  });

  test('logged out, the heart asks for a login and changes nothing', async ({ page }) => {
    const app = new SyncPage(page);
    await app.gotoCatalog();
    await page.evaluate(() =>
      window.addEventListener('app:auth-required', () => document.body.setAttribute('data-auth-asked', 'yes')),
    );
    const heart = app.heartIn(app.cards().first());
    await expect(heart).toHaveAccessibleName('Добавить в избранное');
    await heart.click();
    await expect(page.locator('body')).toHaveAttribute('data-auth-asked', 'yes');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(app.indicator()).not.toContainText('Ожидает отправки');
  });
});

// A slow phone draws the hearts before it knows who is signed in (the answer of /api/user/me and the
// device store both still on their way): a heart tapped then acts once that is known, not never.
test.describe('sync: a heart tapped before the session is known', () => {
  // page.route does not see requests a service worker answers; this page needs none.
  test.use({ serviceWorkers: 'block' });

  /** Holds /api/user/me and the device store's code until `release` is called. */
  async function holdSession(page: Page): Promise<() => void> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Route) => {
      await released;
      await route.continue();
    };
    await page.route('**/api/user/me', hold);
    await page.route(/\/assets\/local-db-[^/]*\.js$/, hold);
    return release;
  }

  test('signed in: the bookmark is made once the session is known', async ({ page }) => {
    await signIn(page.request, 3);
    await clearServerBookmarks(page.request);
    const release = await holdSession(page);
    const app = new SyncPage(page);
    await app.gotoCatalog();
    const card = app.cards().first();
    await app.heartIn(card).click();
    // Nothing is known yet, so nothing is shown as done.
    await app.expectHeart(card, false);
    release();
    await app.expectHeart(card, true);
    await expect.poll(() => serverBookmarks(page.request), { timeout: 15_000 }).toHaveLength(1);
    await clearServerBookmarks(page.request);
  });

  // The heart of a bookmarked item shows empty until the device has read its row: a tap then is a removal once the
  // row is read, not an "add" of what is already there (which would leave the bookmark on).
  test('a tap before the device has read the row acts on the row it reads', async ({ page }) => {
    await signIn(page.request, 3);
    await clearServerBookmarks(page.request);
    const app = new SyncPage(page);
    await app.gotoCatalog();
    const title = await app.cardTitle(app.cards().first());
    await app.heartIn(app.card(title)).click();
    await app.expectHeart(app.card(title), true);
    await expect.poll(() => serverBookmarks(page.request), { timeout: 15_000 }).toHaveLength(1);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/local-db-[^/]*\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await app.gotoCatalog();
    const card = app.card(title);
    await app.heartIn(card).click();
    release();
    await app.expectHeart(card, false);
    await expect.poll(() => serverBookmarks(page.request), { timeout: 15_000 }).toEqual([]);
  });

  test('signed out: the login is asked for once the session is known', async ({ page, baseURL }) => {
    // A guest is known at once (no marker cookie, no /api/user/me): this is a reader whose session ended,
    // whose marker still says signed in, so the app must ask the server before it knows.
    await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: SIGNED_IN_VALUE, url: baseURL! }]);
    const release = await holdSession(page);
    const app = new SyncPage(page);
    await app.gotoCatalog();
    await page.evaluate(() =>
      window.addEventListener('app:auth-required', () => document.body.setAttribute('data-auth-asked', 'yes')),
    );
    const heart = app.heartIn(app.cards().first());
    await heart.click();
    await expect(page.locator('body')).not.toHaveAttribute('data-auth-asked', 'yes');
    release();
    await expect(page.locator('body')).toHaveAttribute('data-auth-asked', 'yes');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });
});

// The pending count is not on the first load: if the network goes before its code has loaded (and before a
// service worker keeps it), it loads when the network returns and shows what still waits to be sent.
test.describe('sync: the pending count after its code failed to load', () => {
  test.use({ serviceWorkers: 'block' });

  test('it appears when the network returns, with the action still waiting', async ({ context, page }) => {
    await signIn(page.request, 3);
    await clearServerBookmarks(page.request);
    let indicatorTries = 0;
    let indicatorReachable = false;
    let wentOffline!: () => void;
    const offline = new Promise<void>((resolve) => (wentOffline = resolve));
    // The count's code fails only once the device is offline: a chunk failing online means a new build, and the
    // app reloads for it (chunk-reload.ts), which is not this test's case.
    await context.route(/\/assets\/sync-indicator-[^/]*\.js$/, async (route) => {
      indicatorTries++;
      if (indicatorReachable) return route.continue();
      await offline;
      await route.abort('internetdisconnected');
    });
    let releasePush!: () => void;
    const pushReleased = new Promise<void>((resolve) => (releasePush = resolve));
    await context.route('**/api/sync/push', async (route) => {
      await pushReleased;
      await route.continue();
    });
    const app = new SyncPage(page);
    await app.gotoCatalog();

    // The network goes (before the page was idle, on a slow phone): the count's code is asked for and fails.
    await context.setOffline(true);
    wentOffline();
    await expect.poll(() => indicatorTries).toBeGreaterThan(0);
    const card = app.cards().first();
    await app.heartIn(card).click();
    await app.expectHeart(card, true);
    await expect(app.indicator()).not.toContainText('Ожидает отправки');

    indicatorReachable = true;
    await context.setOffline(false);
    await app.expectPending(1);
    releasePush();
    await app.expectPending(0);
    await expect.poll(() => serverBookmarks(page.request), { timeout: 15_000 }).toHaveLength(1);
    await clearServerBookmarks(page.request);
  });
});
