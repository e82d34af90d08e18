// A page the service worker answers with a kept first screen (an installed app's cold start, online or offline: the
// catalogue, a post) carries the app's stylesheet inline, so its first paint waits for no file; neither it nor a page
// without a first screen (the search) shifts when the Golos font arrives (web/sw-first-screens.ts; the same budget as
// tests/e2e/layout-shift.spec.ts).
import { expect, test } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';
import { firstScreenKept } from './page-models/first-screen.ts';
import { layoutShift, observeLayoutShift, screenAddresses } from './page-models/layout-shift.ts';
import { watchSettling } from './page-models/settled.ts';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`pages the service worker answers with a kept first screen paint with no stylesheet to wait for, none shifts, at ${viewport.width} px`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    const addresses = await screenAddresses(request);
    await page.setViewportSize(viewport);
    const catalog = new CatalogPage(page);
    // The search has no first screen from the server (it is kept out of search engines), so the worker keeps none.
    const plain = '/search?query=%D0%BA%D0%BE%D1%81%D0%BC%D0%BE%D1%81';
    const paths = ['/catalog', addresses.article, addresses.podcast, plain];
    for (const path of paths) {
      await catalog.open(path);
      await expect(page.locator('#first-screen')).toHaveCount(0);
    }
    for (const path of paths.filter((p) => p !== plain))
      await expect.poll(() => firstScreenKept(page, path)).toBe(true);
    expect(await firstScreenKept(page, plain)).toBe(false);
    await catalog.waitForServiceWorker();

    for (const offline of [false, true]) {
      await context.setOffline(offline);
      for (const path of paths) {
        const tab = await context.newPage();
        await tab.setViewportSize(viewport);
        await observeLayoutShift(tab);
        const settling = await watchSettling(tab);
        await tab.goto(path);
        await expect(tab.locator('#root').getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The Golos font and every late piece have arrived and been drawn before the shift is read.
        await settling.settled();
        const blocking = await tab.evaluate(
          () =>
            performance
              .getEntriesByType('resource')
              .filter((r) => 'renderBlockingStatus' in r && r.renderBlockingStatus === 'blocking').length,
        );
        expect(blocking, `${path}: render-blocking files`).toBe(path === plain ? 1 : 0);
        const cls = await layoutShift(tab);
        expect(
          cls.value,
          `${path} offline=${offline}: CLS ${cls.value.toFixed(3)}; ${cls.sources.join(', ')}`,
        ).toBeLessThanOrEqual(0.1);
        if (path === addresses.article)
          await tab.screenshot({
            path: `test-results/sw-first-paint-article-${viewport.width}-${offline ? 'offline' : 'online'}.png`,
          });
        await tab.close();
      }
    }
    await context.setOffline(false);
  });
}
