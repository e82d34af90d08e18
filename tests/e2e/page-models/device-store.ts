// What the app keeps on a device, read straight from its IndexedDB, and screenshots of a device
// to look at (the convergence and offline tests).
import type { Page } from '@playwright/test';

/**
 * Every row of a device table, read straight from IndexedDB (what the sync worker or the page wrote);
 * none while the app has not opened its device store yet. Never creates the database and always
 * closes its connection, so it cannot block the app's own opening (a version upgrade waits for
 * every open connection).
 */
export async function deviceRows(page: Page, table: string): Promise<{ key: string; [field: string]: unknown }[]> {
  return page.evaluate(
    (name) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('nauka');
        // Not created by the app yet: abort, so this read does not create an empty database.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(name, 'readonly').objectStore(name).getAll();
          all.onsuccess = () => {
            db.close();
            resolve(all.result);
          };
          all.onerror = () => {
            db.close();
            reject(all.error);
          };
        };
      }),
    table,
  );
}

/** Screenshots at desktop and 375 px width, to look at (test-results/). */
export async function shoot(page: Page, name: string) {
  for (const [suffix, width] of [
    ['desktop', 1280],
    ['375', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/converge-${name}-${suffix}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

export const row = async (page: Page, table: string, key: string) =>
  (await deviceRows(page, table)).find((r) => r.key === key);
