// Two devices of one user in the convergence tests: what the sync worker wrote into a device's
// IndexedDB, and screenshots of the second device to look at.
import type { Page } from '@playwright/test';

/** Every row of a device table, read straight from IndexedDB (what the sync worker wrote). */
export async function deviceRows(page: Page, table: string): Promise<{ key: string; [field: string]: unknown }[]> {
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
