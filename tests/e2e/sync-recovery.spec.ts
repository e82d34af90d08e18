// Recovery paths of the local-first core, each on a server of its own: the server stopped in
// the middle of a push and started again (nothing lost or doubled), and the service worker's
// Background Sync sending what a tab queued before it went away.
import { expect, test } from '@playwright/test';
import {
  OFFLINE_TEXT,
  recordPushes,
  serverBookmarks,
  serverTitles,
  setServerBookmark,
  signIn,
  SyncPage,
} from './page-models/sync-page.ts';
import { deviceRows } from './page-models/device-store.ts';
import { startOwnServer } from './server.ts';

test.describe('sync recovery', () => {
  // Each test starts (and one restarts) a server of its own; a graceful stop can take seconds.
  test.describe.configure({ timeout: 90_000 });

  test('a server stopped during a push and started again: nothing lost or doubled', async ({ browser }) => {
    const server = await startOwnServer();
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await signIn(page.request, 1);
      for (const id of [1, 2, 3]) await setServerBookmark(page.request, 'post', id);
      const app = new SyncPage(page);
      // With no service worker to keep it, the pending count's code loads only online, once the page is idle
      // (a slow machine may not be there yet when the rows show): the network goes after it has loaded.
      const indicatorCode = page.waitForResponse(/\/assets\/sync-indicator-[^/]*\.js$/);
      await app.gotoBookmarks();
      await expect(app.bookmarkRows()).toHaveCount(3);
      await indicatorCode;
      const titles = await serverTitles(page.request);
      const title = (key: string) => titles.get(key) ?? key;
      const pushes = recordPushes(context);
      let cut = false;
      let stopped: () => void = () => undefined;
      const serverStopped = new Promise<void>((resolve) => (stopped = resolve));
      // The first push reaches the server and is applied; then the server stops and the
      // answer never comes back, as when a server dies mid-request.
      await context.route('**/api/sync/push', async (route) => {
        if (cut) return route.continue();
        cut = true;
        await route.fetch();
        await server.stop();
        stopped();
        await route.abort('connectionreset');
      });

      await context.setOffline(true);
      await expect(app.indicator()).toContainText(OFFLINE_TEXT);
      for (const key of ['post:1', 'post:2', 'post:3']) await app.heartIn(app.bookmarkRow(title(key))).click();
      await app.heartIn(app.bookmarkRow(title('post:2'))).click();
      await app.expectPending(3);
      await context.setOffline(false);
      await serverStopped;
      await app.expectPending(3);

      await server.start();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await app.expectPending(0);
      expect(await serverBookmarks(page.request)).toEqual(['post:2']);
      const pull: { bookmarks: { type: string; id: number; on: boolean }[] } = await (
        await page.request.get('/api/sync/pull?cookie=0')
      ).json();
      const items = pull.bookmarks.map((b) => `${b.type}:${b.id}:${b.on}`).sort();
      expect(items).toEqual(['post:1:false', 'post:2:true', 'post:3:false']);
      // The lost batch was sent again after the restart and answered from the stored results.
      const sent = pushes.ids();
      expect(sent.length).toBeGreaterThanOrEqual(6);
      expect(new Set(sent).size).toBe(3);
    } finally {
      await context.close();
      await server.stop();
    }
  });

  test('the service worker sends what a closed tab queued (Background Sync)', async ({ browser }) => {
    const server = await startOwnServer();
    const context = await browser.newContext({ baseURL: server.url });
    try {
      const page = await context.newPage();
      await signIn(page.request, 1);
      const app = new SyncPage(page);
      await app.gotoCatalog();
      await app.waitForServiceWorker();
      const title = await app.cardTitle(app.cards().first());
      const cdp = await context.newCDPSession(page);
      const registrations: string[] = [];
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) =>
        registrations.push(...e.registrations.map((r) => r.registrationId)),
      );
      await cdp.send('ServiceWorker.enable');

      await context.setOffline(true);
      await app.heartIn(app.card(title)).click();
      await app.expectPending(1);
      expect((await deviceRows(page, 'outbox')).map((r) => r.name)).toEqual(['bookmark-set']);
      // Leave the app (its sync worker ends with it), then come back online: from here only the
      // service worker can send. Chromium may fire the registered sync by itself on reconnect;
      // the event is also fired through the DevTools protocol so the test does not wait for it.
      await page.goto('/manifest.webmanifest');
      await context.setOffline(false);
      const registrationId = registrations.at(-1) ?? '0';
      await cdp.send('ServiceWorker.dispatchSyncEvent', {
        origin: server.url,
        registrationId,
        tag: 'nauka-outbox',
        lastChance: false,
      });
      await expect.poll(async () => [...(await serverTitles(page.request)).values()]).toEqual([title]);
      // The service worker changes nothing on the device: the app, opened again, sends the same action, the server
      // answers it from what it stored, and the device shows it done, applied once.
      // The pending count and the heart read as done before the engine has sent anything (the count is drawn once
      // its code loads; the heart is the device's own), so the outbox itself is read until the row is settled.
      const pushes = recordPushes(context);
      await app.gotoCatalog();
      await expect.poll(async () => (await deviceRows(page, 'outbox')).map((r) => r.name)).toEqual([]);
      await expect.poll(() => pushes.answered().length).toBeGreaterThanOrEqual(1);
      await app.expectPending(0);
      await app.expectHeart(app.card(title), true);
      expect([...(await serverTitles(page.request)).values()]).toEqual([title]);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
