// Layout shift while each main screen loads stays within the 0.1 budget, on a 375 px phone
// (a first visit: cookie notice, chat-bot prompt) and on a desktop for a signed-in pupil, over a
// slow school network (200 ms latency, 4 Mbit/s) so pieces that arrive late are seen arriving.
import { expect, test, type Page } from '@playwright/test';
import {
  layoutShift,
  observeLayoutShift,
  screenAddresses,
  slowNetwork,
  type ScreenAddresses,
} from './page-models/layout-shift.ts';
import { watchSettling } from './page-models/settled.ts';
import { signIn } from './page-models/sync-page.ts';

const BUDGET = 0.1;

const SCREENS: [string, (a: ScreenAddresses) => string, string | RegExp][] = [
  ['home', () => '/', 'h1'],
  ['catalogue', () => '/catalog', '.content-card'],
  ['article', (a) => a.article, 'h1'],
  ['podcast', (a) => a.podcast, 'h1'],
  ['video', (a) => a.video, 'h1'],
  ['course', (a) => a.course, 'h1'],
  ['course step', (a) => a.step, 'h1'],
  ['quiz', (a) => a.quiz, 'h1'],
  ['event', (a) => a.event, 'h1'],
  ['video contest', () => '/contests/special', 'h1'],
  ['contest work', (a) => a.contestWork, 'h1'],
  ['work upload', (a) => a.workUpload, 'h1'],
];

async function measure(
  page: Page,
  path: string,
  ready: string | RegExp,
): Promise<{ value: number; sources: string[] }> {
  const settling = await watchSettling(page);
  await page.goto(path);
  await expect(page.locator(String(ready)).first()).toBeVisible();
  await page.waitForLoadState('load');
  // Late pieces (fonts, images, API answers, device-store reads, the chat-bot prompt) have come and been drawn.
  // Not 'networkidle': an article's audio keeps streaming over the slowed network for longer than a test lasts.
  await settling.settled();
  return layoutShift(page);
}

for (const [viewport, signedIn] of [
  [{ width: 375, height: 740 }, false],
  [{ width: 1280, height: 800 }, true],
] as const) {
  test.describe(`layout shift at ${viewport.width} px${signedIn ? ', signed in' : ''}`, () => {
    test.use({ viewport });
    for (const [name, address, ready] of SCREENS) {
      test(`${name} stays within ${BUDGET}`, async ({ page }) => {
        if (signedIn) await signIn(page.request, 1);
        const addresses = await screenAddresses(page.request);
        await observeLayoutShift(page);
        await slowNetwork(page);
        const cls = await measure(page, address(addresses), ready);
        expect(
          cls.value,
          `CLS ${cls.value.toFixed(3)} on ${address(addresses)}; shifted: ${cls.sources.join(', ')}`,
        ).toBeLessThanOrEqual(BUDGET);
      });
    }
  });
}
