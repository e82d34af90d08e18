// What the largest paint of a page waits for (issue 17, Lighthouse): the first row of a card grid
// fetches its pictures at once, the very first with high priority, the rest wait until near; a post's
// preview picture is fetched with high priority.
import { expect, test, type Page } from '@playwright/test';
import { CatalogPage } from './page-models/catalog-page.ts';

const cardImages = (page: Page) => page.getByRole('main').getByRole('article').locator('img');

async function loadingOf(page: Page, count: number) {
  // Measured once the app has taken over from the server's first screen (web/app/first-screen.ts).
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const images = cardImages(page);
  await expect(images.nth(count - 1)).toBeAttached();
  return images.evaluateAll(
    (els, n) =>
      els.slice(0, n).map((e) => ({
        loading: e.getAttribute('loading'),
        priority: e.getAttribute('fetchpriority'),
        top: Math.round(e.getBoundingClientRect().top),
      })),
    count,
  );
}

test("the catalogue's first row of pictures loads at once, the first with high priority", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog');
  const [a, b, c, d] = await loadingOf(page, 4);
  expect(a).toMatchObject({ loading: 'eager', priority: 'high' });
  expect(b).toMatchObject({ loading: 'eager', priority: null });
  expect(c).toMatchObject({ loading: 'eager', priority: null });
  expect(d).toMatchObject({ loading: 'lazy', priority: null });
  // The eager ones are exactly the first row on a desktop, the widest grid.
  expect(new Set([a!.top, b!.top, c!.top]).size).toBe(1);
  expect(d!.top).toBeGreaterThan(a!.top);
  // On a phone the first card, the largest paint, is on screen and fetched first.
  await page.setViewportSize({ width: 375, height: 740 });
  const [first] = await loadingOf(page, 1);
  expect(first!.top).toBeLessThan(740);
});

test('the news list and search results fetch their first row at once too', async ({ page }) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/news');
  const [first, , , fourth] = await loadingOf(page, 4);
  expect(first).toMatchObject({ loading: 'eager', priority: 'high' });
  expect(fourth).toMatchObject({ loading: 'lazy' });
  await page.goto('/search?query=' + encodeURIComponent('наука'));
  const [found] = await loadingOf(page, 1);
  expect(found).toMatchObject({ loading: 'eager', priority: 'high' });
});

test("a post's preview picture is fetched with high priority", async ({ page, request }) => {
  const res = (await (await request.get('/api/catalog?limit=1&page_type_id=3')).json()) as { list: { slug: string }[] };
  const catalog = new CatalogPage(page);
  await catalog.open(`/post/${res.list[0]!.slug}`);
  // The app's own picture, once it has taken over: until then the server's copy is on the page too.
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const preview = page.locator('img.post__preview');
  await expect(preview).toHaveAttribute('fetchpriority', 'high');
  await expect(preview).not.toHaveAttribute('loading', 'lazy');
});

test("the server's first screen of the catalogue asks for the first picture at once, with high priority", async ({
  request,
}) => {
  const html = await (await request.get('/catalog')).text();
  const images = [...html.matchAll(/<img [^>]*class="content-card__image"[^>]*>/g)].map((m) => m[0]);
  expect(images.length).toBeGreaterThan(3);
  expect(images[0]).toMatch(/fetchpriority="high"/i); // HTML attribute names ignore case
  expect(images[0]).toContain('loading="eager"');
  expect(images[3]).toContain('loading="lazy"');
});

test("on a page with a server-drawn first screen the app's scripts are asked for once its first picture has loaded", async ({
  page,
}) => {
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog');
  await expect(page.locator('#first-screen')).toHaveCount(0);
  const timings = await page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    // The first card's picture, fetched with high priority (the page's largest paint).
    const first = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]')?.src;
    const picture = entries.find((e) => e.name === first);
    const scripts = entries.filter((e) => /\/assets\/.*\.js$/.test(e.name));
    return { pictureEnd: picture?.responseEnd ?? -1, firstScript: Math.min(...scripts.map((e) => e.startTime)) };
  });
  expect(timings.pictureEnd).toBeGreaterThan(0);
  expect(timings.firstScript).toBeGreaterThanOrEqual(timings.pictureEnd);
});

test('the app starts within a second when the first picture does not come', async ({ page }) => {
  // The picture never answers: the boot script's wait ends and the app takes over all the same.
  await page.route('**/media/**', () => undefined);
  const catalog = new CatalogPage(page);
  await catalog.open('/catalog', 'commit');
  await expect(page.locator('#first-screen')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('#root .content-card').first()).toBeVisible();
});
