// The first screen as HTML (issue 17): /, /catalog and a post are painted from the server's HTML before any script runs,
// the app then takes over without a shift or a second copy of the cards, and works afterwards.
import { expect, test, type Page, type Request } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';
import {
  appTookOver,
  firstAnswersOf,
  firstScreenKept,
  holdScripts,
  lcpOf,
  observeFirstCard,
  observeLcp,
  serverCardFirst,
  visibleCardTitles,
  withoutFirstAnswers,
} from './page-models/first-screen.ts';
import { layoutShift, observeLayoutShift, screenAddresses, slowNetwork } from './page-models/layout-shift.ts';
import { watchSettling } from './page-models/settled.ts';
import { signIn } from './page-models/sync-page.ts';

/**
 * Opens `path` on a slow network with the scripts held, watching layout shifts (and the largest paint unless
 * `lcp` is false) from the start: what shows first is the server's HTML until `release` lets the scripts run.
 */
async function openBeforeScripts(page: Page, path: string, { lcp = true } = {}) {
  const catalog = new CatalogPage(page);
  await observeLayoutShift(page);
  if (lcp) await observeLcp(page);
  const settling = await watchSettling(page);
  await slowNetwork(page);
  const release = await holdScripts(page);
  await catalog.open(path, 'commit');
  return { catalog, settling, release };
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test(`the catalogue is painted before its scripts and taken over without a shift at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const { catalog, settling, release } = await openBeforeScripts(page, '/catalog');

    // No script has run: what shows is the server's HTML, with the cards and their largest paint.
    const serverCards = page.locator('#first-screen').getByRole('article');
    await expect(serverCards.first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
    const titles = await visibleCardTitles(page);
    expect(titles.length).toBeGreaterThan(5);
    // Reported once the frame is shown: on a busy 2-core CI machine that took over 8 s once, with the scripts still held.
    await expect.poll(() => lcpOf(page), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.locator('#root').innerHTML()).toBe('');

    release();
    await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
    // One copy of the cards, the app's: the server drew only the first screen's cards (three rows on a desktop),
    // and the app's page starts with the same titles in the same order.
    expect(titles.length).toBeLessThanOrEqual(9);
    const appTitles = await visibleCardTitles(page);
    expect(appTitles.slice(0, titles.length)).toEqual(titles);
    expect(appTitles.length).toBeGreaterThan(titles.length);
    expect(await page.locator('#first-screen, #root .content-card').count()).toBe(appTitles.length);
    await settling.settled();
    const cls = await layoutShift(page);
    expect(cls.value, `CLS ${cls.value.toFixed(3)}; shifted: ${cls.sources.join(', ')}`).toBeLessThanOrEqual(0.1);

    // The app works: a filter changes the list in place, a card opens its post without reloading the page.
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await catalog.typeChip('Видео').click();
    await expect(page).toHaveURL(/page_type_id=1/);
    await expect(catalog.cardsWithCaption('Посмотреть').first()).toBeVisible();
    await catalog.cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/post\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
  });
}

test('a post is painted with its title, picture and first text before its scripts, then taken over', async ({
  page,
  request,
}) => {
  const body = (await (await request.get('/api/catalog?page_type_id=3&limit=1')).json()) as {
    list: { slug: string }[];
  };
  const { settling, release } = await openBeforeScripts(page, `/post/${body.list[0]!.slug}`, { lcp: false });

  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = await heading.innerText();
  await expect(page.locator('#first-screen .post__header img')).toBeVisible();
  await expect(page.locator('#first-screen .prose').first()).toBeVisible();
  expect(await page.locator('#root').innerHTML()).toBe('');

  release();
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  await expect(heading).toHaveText(title);
  await expect(page.getByRole('button', { name: 'Сохранить офлайн' })).toBeEnabled();
  await settling.settled();
  const cls = await layoutShift(page);
  expect(cls.value, `CLS ${cls.value.toFixed(3)}; shifted: ${cls.sources.join(', ')}`).toBeLessThanOrEqual(0.1);
});

test("a post's text stays the server's copy, and DOMPurify, loaded after the app took over, cleans only the blocks the server did not draw", async ({
  page,
  request,
}) => {
  const body = (await (await request.get('/api/catalog?page_type_id=3&limit=2')).json()) as {
    list: { slug: string }[];
  };
  // The moment the server's first screen leaves the page, on the page's clock.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const w = window as { __takenOverAt?: number };
      if (
        w.__takenOverAt === undefined &&
        document.readyState !== 'loading' &&
        !document.getElementById('first-screen')
      )
        w.__takenOverAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  const catalog = new CatalogPage(page);
  // The server's text is read before any script runs, then the app may take over.
  const release = await holdScripts(page);
  await catalog.open(`/post/${body.list[0]!.slug}`, 'commit');
  const serverText = await page.locator('#first-screen .prose').first().innerText();
  release();
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  const prose = page.locator('#root .prose').first();
  await expect(prose).toHaveText(serverText);
  // The copied nodes are marked: DOMPurify's arrival must not redraw them (a long task on a phone).
  await prose.evaluate((el) => ((el.firstChild as { copied?: boolean } | null)!.copied = true));
  // DOMPurify arrives after the takeover for the blocks further down that the server did not draw.
  await expect(page.locator('#root [data-html][aria-busy]')).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /purify/.test(e.name))))
    .toBe(true);
  const order = await page.evaluate(() => ({
    takenOver: (window as { __takenOverAt?: number }).__takenOverAt ?? Infinity,
    purify: performance.getEntriesByType('resource').find((e) => /purify/.test(e.name))!.startTime,
  }));
  expect(order.purify).toBeGreaterThan(order.takenOver);
  await expect(prose).toHaveText(serverText);
  expect(await prose.evaluate((el) => (el.firstChild as { copied?: boolean } | null)?.copied)).toBe(true);

  // Opened within the app, with no server copy to show, a post loads DOMPurify at once and shows its text.
  await catalog.open('/catalog?page_type_id=3');
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  await page.locator(`#root a[href="/post/${body.list[1]!.slug}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`/post/${body.list[1]!.slug}`));
  await expect(page.locator('#root .prose').first()).not.toBeEmpty();
  await expect(page.locator('#root [data-html][aria-busy]')).toHaveCount(0);
});

test('the home page is painted with its hero, first slide and newest materials before its scripts, then taken over', async ({
  page,
}) => {
  // The main page's answer (slides, newest materials) comes after the app's other calls, as it did once on a busy
  // CI machine: the app must not take over with an empty slide frame and no newest materials in their place. A
  // guest's app takes the answer from the page (web/lib/first-answers.ts); a signed-in user's asks for it, as here.
  await withoutFirstAnswers(page);
  await page.route('**/api/main-page', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const { settling, release } = await openBeforeScripts(page, '/');

  const server = page.locator('#first-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Наука рядом' })).toBeVisible();
  await expect(server.locator('.home-slides__slide img').first()).toBeVisible();
  await expect(server.getByRole('heading', { name: 'Новое на сайте' })).toBeVisible();
  const titles = await visibleCardTitles(page);
  expect(titles.length).toBeGreaterThan(0);
  await expect.poll(() => lcpOf(page), { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.locator('#root').innerHTML()).toBe('');

  release();
  await expect(server).toHaveCount(0, { timeout: 15_000 });
  // The same newest materials first; the app adds the sections below the first screen (courses, news).
  expect((await visibleCardTitles(page)).slice(0, titles.length)).toEqual(titles);
  await settling.settled();
  const cls = await layoutShift(page);
  expect(cls.value, `CLS ${cls.value.toFixed(3)}; shifted: ${cls.sources.join(', ')}`).toBeLessThanOrEqual(0.1);

  // The app works: the hero's door opens the catalogue without reloading the page.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByRole('link', { name: 'Смотреть материалы' }).click();
  await expect(page).toHaveURL(/\/catalog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Каталог' })).toBeVisible();
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);
});

// On a school network every request is a round trip: a first load asks each API address once, however many parts
// of the screen read its answer.
test('the first load of the home page, the catalogue and a post asks each API address once', async ({ page }) => {
  const paths = ['/', '/catalog', (await screenAddresses(page.request)).article];
  for (const path of paths) {
    const asked: string[] = [];
    const record = (req: Request) => {
      const { pathname, search } = new URL(req.url());
      if (req.method() === 'GET' && /^\/(api|otherapi)\//.test(pathname)) asked.push(pathname + search);
    };
    page.on('request', record);
    await page.goto(path);
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    page.off('request', record);
    expect(asked.length, `${path} asked nothing`).toBeGreaterThan(3);
    const twice = asked.filter((address, i) => asked.indexOf(address) !== i);
    expect(twice, `${path} asked these twice`).toEqual([]);
  }
});

// The server drew the first screen from the API's answers and sends them in the page: a guest's app takes them
// instead of asking again (five requests fewer on the home page, each a round trip on a school network); a signed-in
// user's app asks, since the page's answers are a guest's.
test("a guest's first load takes the answers of its first screen from the page; a signed-in user's app asks", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (req) => {
    const { pathname, search } = new URL(req.url());
    if (req.method() === 'GET' && pathname.startsWith('/api/')) asked.push(pathname + search);
  });
  const kept = Object.keys(firstAnswersOf(await (await page.request.get('/')).text()));
  expect(kept).toEqual(expect.arrayContaining(['/api/main-page', '/api/catalog/main', '/api/settings']));

  await page.goto('/');
  await appTookOver(page);
  await page.waitForLoadState('networkidle');
  // The app drew its own copy from them: the slides and the newest materials, not an empty frame.
  await expect(page.locator('#root .home-slides__slide img').first()).toBeVisible();
  await expect(page.locator('#root').getByRole('heading', { name: 'Новое на сайте' })).toBeVisible();
  expect((await visibleCardTitles(page)).length).toBeGreaterThan(0);
  expect(asked.filter((address) => kept.includes(address))).toEqual([]);
  expect(asked.length, 'the rest of the page still asks the server').toBeGreaterThan(0);
  await expect(page.locator('#first-answers')).toHaveCount(0);

  await signIn(page.request, 1);
  asked.length = 0;
  await page.goto('/');
  await appTookOver(page);
  await expect.poll(() => asked).toContain('/api/main-page');
});

test('while the app takes over, taps go to it and not to the server copy', async ({ page }) => {
  const catalog = new CatalogPage(page);
  const release = await holdScripts(page);
  await catalog.open('/catalog', 'commit');
  await expect(page.locator('#first-screen').getByRole('article').first()).toBeVisible();
  release();
  // Before the bundle runs the copy's links are plain links; once it runs the copy is inert (or already gone), so
  // Playwright waits and the click lands on the app's chip.
  await page.waitForFunction(() => document.getElementById('first-screen')?.inert ?? true);
  await catalog.typeChip('Подкасты').click();
  await expect(page).toHaveURL(/page_type_id=2/);
  await expect(page.locator('#first-screen')).toHaveCount(0);
});

test('offline, a new tab paints the catalogue the service worker kept, then the app takes over', async ({
  page,
  context,
}) => {
  const catalog = new CatalogPage(page);
  await catalog.open();
  await expect(page.locator('#first-screen')).toHaveCount(0);
  await catalog.waitForServiceWorker();
  await expect.poll(() => firstScreenKept(page, '/catalog')).toBe(true);
  const titles = await visibleCardTitles(page);

  await context.setOffline(true);
  const tab = await context.newPage();
  try {
    await observeFirstCard(tab);
    await observeLayoutShift(tab);
    await tab.goto('/catalog');
    // The service worker answered with the shell and the kept first screen: its cards came before the app's.
    await expect.poll(() => serverCardFirst(tab)).toBe(true);
    await expect(tab.locator('#first-screen')).toHaveCount(0);
    expect(await visibleCardTitles(tab)).toEqual(titles);
    await expect(tab.getByText('Показаны материалы, сохранённые на этом устройстве.', { exact: false })).toBeVisible();
    const cls = await layoutShift(tab);
    expect(cls.value, `CLS ${cls.value.toFixed(3)}; shifted: ${cls.sources.join(', ')}`).toBeLessThanOrEqual(0.1);
  } finally {
    // Closed while still offline, and not back online at the end (the context is the test's own): CI twice saw a
    // context's teardown overrun the time limit just after an offline test went back online, the app busy with
    // the 'online' event's pushes and refreshes as the context was being disposed.
    await tab.close();
  }
});
