// A restore loses nothing a device still holds (issue 48): bookmarks set in the browser and
// acknowledged, the server restored from a backup taken before some of them, the device reconnects,
// and every bookmark is on the server once; no notice, since the device held every lost action.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clearServerBookmarks, serverBookmarks, serverTitles, signIn, SyncPage } from './page-models/sync-page.ts';
import { startOwnServer } from './server.ts';

const LOST_NOTICE = 'Сервер восстановлен из резервной копии';

function script(name: 'backup' | 'restore', dataDir: string, archive: string): void {
  execFileSync(process.execPath, ['--import', 'tsx', `scripts/${name}.ts`, archive], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

test.describe('sync after a restore', () => {
  test.describe.configure({ timeout: 120_000 });

  test('actions acknowledged after the backup are sent again once the device reconnects', async ({ browser }) => {
    const server = await startOwnServer();
    const archive = join(mkdtempSync(join(tmpdir(), 'nauka-e2e-restore-')), 'before.tar.gz');
    const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await signIn(page.request, 1);
      await clearServerBookmarks(page.request);
      const app = new SyncPage(page);
      await app.gotoCatalog();
      const titles = await Promise.all([0, 1, 2].map((i) => app.cardTitle(app.cards().nth(i))));
      await app.heartIn(app.card(titles[0]!)).click();
      await expect.poll(async () => (await serverBookmarks(page.request)).length).toBe(1);
      script('backup', server.dataDir, archive);

      for (const title of titles.slice(1)) await app.heartIn(app.card(title)).click();
      await expect.poll(async () => (await serverBookmarks(page.request)).length).toBe(3);
      await app.expectPending(0);

      await server.stop();
      script('restore', server.dataDir, archive);
      await server.start();
      expect(await serverBookmarks(page.request)).toHaveLength(1);

      // The device comes back: nothing is waiting, but the server is behind what it acknowledged.
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(async () => (await serverBookmarks(page.request)).length, { timeout: 20_000 }).toBe(3);
      expect([...(await serverTitles(page.request)).values()].sort()).toEqual([...titles].sort());
      await expect(app.indicator()).not.toContainText(LOST_NOTICE);
    } finally {
      await context.close();
      await server.stop();
    }
  });
});
