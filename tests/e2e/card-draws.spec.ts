// A list's cards are drawn once while a page settles (issue 17). The network's answer is drawn first; the device
// store then opens and answers every list again with the same cards, and a list grows by appending: neither may
// make a card draw itself again, since on a cheap phone each redraw of a grid is a long task.
import { expect, test } from '@playwright/test';
import { cardDraws, countCardDraws } from './page-models/card-draws.ts';
import { deviceRows } from './page-models/device-store.ts';
import { appTookOver } from './page-models/first-screen.ts';
import { watchSettling } from './page-models/settled.ts';

for (const path of ['/catalog', '/', '/news']) {
  test(`${path}: every card is drawn once, also when the device store answers with the same cards`, async ({
    page,
  }) => {
    await countCardDraws(page);
    const settling = await watchSettling(page);
    await page.goto(path);
    await appTookOver(page);
    // The device store opens once the page is quiet, keeps the network's answers and reads them back.
    await expect.poll(async () => (await deviceRows(page, 'pages')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    // Its reads answered and drawn: no request in flight, no React commit and no change to the page for a while.
    await settling.settled();
    const draws = await cardDraws(page);
    expect(draws.length, 'cards drawn').toBeGreaterThanOrEqual(6);
    expect(draws.filter((d) => d.draws > 1)).toEqual([]);
  });
}
