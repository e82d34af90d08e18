// A list's cards are drawn once while a page settles (issue 17). The network's answer is drawn first; the device
// store then opens and answers every list again with the same cards, and a list grows by appending: neither may
// make a card draw itself again, since on a cheap phone each redraw of a grid is a long task.
import { expect, test } from '@playwright/test';
import { cardDraws, countCardDraws } from './page-models/card-draws.ts';
import { deviceRows } from './page-models/device-store.ts';
import { appTookOver } from './page-models/first-screen.ts';

for (const path of ['/catalog', '/', '/news']) {
  test(`${path}: every card is drawn once, also when the device store answers with the same cards`, async ({
    page,
  }) => {
    await countCardDraws(page);
    await page.goto(path);
    await appTookOver(page);
    // The device store opens once the page is quiet, keeps the network's answers and reads them back.
    await expect.poll(async () => (await deviceRows(page, 'pages')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    const draws = await cardDraws(page);
    expect(draws.length, 'cards drawn').toBeGreaterThanOrEqual(6);
    expect(draws.filter((d) => d.draws > 1)).toEqual([]);
  });
}
