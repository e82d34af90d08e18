// While Golos Text is still on its way the page is drawn in a local font scaled to Golos's width and line box
// (scripts/font-fallbacks.ts), so nothing moves when Golos arrives: the header's menu keeps its rows at 1280 px,
// lines keep their breaks. CI saw CLS 0.72 at 1280 px when the unscaled system font wrapped the menu to two rows
// and Golos then pulled it back to one.
import { expect, test, type Page } from '@playwright/test';
import { appTookOver } from './page-models/first-screen.ts';
import { layoutShift, observeLayoutShift, screenAddresses } from './page-models/layout-shift.ts';

// Fonts fetched by the service worker would pass the held route by; the worker's part is not what is tested.
test.use({ serviceWorkers: 'block' });

/** Holds every font file until the returned function is called. */
async function holdFonts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the menu's text can be drawn in Golos now (its Cyrillic face has loaded). */
const golosDrawn = (page: Page) => page.evaluate(() => document.fonts.check('500 16px "Golos Text Variable"', 'Меню'));

/** The header's menu rows and where the page's main part starts. */
const layout = (page: Page) =>
  page.evaluate(() => ({
    menu: Math.round(document.querySelector('.nav--bar')?.getBoundingClientRect().height ?? 0),
    main: Math.round(document.querySelector('main')?.getBoundingClientRect().top ?? 0),
  }));

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const [name, address] of [
      ['home', () => '/'],
      ['catalogue', () => '/catalog'],
      ['an article', (a: { article: string }) => a.article],
    ] as const) {
      test(`${name}: nothing moves when Golos arrives after the page is drawn`, async ({ page }) => {
        const path = address(await screenAddresses(page.request));
        await observeLayoutShift(page);
        const release = await holdFonts(page);
        // Not 'load': that waits for the preloaded fonts held here.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await appTookOver(page);
        expect(await golosDrawn(page), 'Golos came before it was let through').toBe(false);
        const before = await layout(page);
        release();
        await expect.poll(() => golosDrawn(page)).toBe(true);
        // Two frames: the swap has been laid out and reported.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        expect(await layout(page)).toEqual(before);
        const cls = await layoutShift(page);
        expect(cls.value, `CLS ${cls.value.toFixed(3)}; shifted: ${cls.sources.join(', ')}`).toBeLessThanOrEqual(0.1);
      });
    }
  });
}
