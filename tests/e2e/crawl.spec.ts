// A search engine's view of the demo site (issue 43): Chromium with scripts off starts at / and follows the site's
// own links; every public page it reaches answers 200 with its title, description and a <main> with text in the
// HTML the server sent, and an invented address answers 404. Addresses kept out of search (the API, sign-in,
// search results, the user's own profile pages) are not followed. A fragment is the same page to the
// crawl; a query is a page of its own (a list's later page or tab, the catalogue by a tag), which the server draws
// too.
import { expect, test, type Page } from '@playwright/test';

/** Enough for every kind of page of the demo site while staying a few seconds of the browser suite. */
const MAX_PAGES = 150;
/** Pages read at once: the server draws first screens in parallel, so the crawl's time is mostly waiting. */
const TABS = 4;

const SKIP = [
  /^\/(api|otherapi|metrics)(\/|$)/,
  /^\/auth(\/|$)/,
  // 'Войти' without scripts: the app's sign-in over the page, not a page.
  /[?&]auth=/,
  /^\/dev-auth$/,
  /^\/search$/,
  /^\/success$/,
  // The user's own pages (editing, bookmarks, history); another person's /profile/<id> is public.
  /^\/profile(\/(bookmarks|collections|device|history)(\/.*)?)?$/,
  // Files, not pages.
  /\.[a-z0-9]+$/i,
];

test.use({ javaScriptEnabled: false, serviceWorkers: 'block' });

/** The address the crawl tells pages by: the path without a trailing slash and the query, its params sorted. */
function normal(url: URL): string {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Reads one page as a crawler does: the server's HTML, parsed by Chromium with scripts off (put in as the page's
 * content, so nothing it refers to is fetched: the crawl reads the HTML only). Returns what is wrong with the page
 * and the addresses (path and query) it links to.
 */
async function visit(page: Page, path: string): Promise<{ problems: string[]; links: string[] }> {
  const res = await page.request.get(path, { maxRedirects: 0 });
  if (res.status() !== 200) return { problems: [`${path}: HTTP ${res.status()}`], links: [] };
  await page.setContent(await res.text(), { waitUntil: 'domcontentloaded' });
  const problems: string[] = [];
  if (!(await page.title()).trim()) problems.push(`${path}: no <title>`);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  if (!description?.trim()) problems.push(`${path}: no description`);
  const main = await page.locator('main').evaluateAll((all) => all.map((m) => m.textContent ?? '').join(''));
  if (!main.trim()) problems.push(`${path}: no <main> with text`);
  const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  return { problems, links };
}

test('a crawl from / finds every public page drawn by the server', async ({ context, baseURL }) => {
  test.setTimeout(90_000);
  const tabs = await Promise.all(Array.from({ length: TABS }, () => context.newPage()));
  const origin = new URL(baseURL!).origin;
  const seen = new Set(['/']);
  const problems: string[] = [];
  let frontier = ['/'];
  let crawled = 0;
  while (frontier.length > 0 && crawled < MAX_PAGES) {
    const batch = frontier.slice(0, Math.min(TABS, MAX_PAGES - crawled));
    frontier = frontier.slice(batch.length);
    crawled += batch.length;
    const results = await Promise.all(batch.map((path, i) => visit(tabs[i]!, path)));
    for (const result of results) {
      problems.push(...result.problems);
      for (const link of result.links) {
        const url = new URL(link, origin);
        const next = normal(url);
        const path = next.split('?')[0]!;
        if (url.origin !== origin || seen.has(next) || SKIP.some((re) => re.test(path) || re.test(next))) continue;
        seen.add(next);
        frontier.push(next);
      }
    }
  }
  // Every kind of public page was reached (the demo site links to each).
  for (const kind of ['/news/', '/event/', '/course/', '/quizzes/', '/contests/', '/community/', '/post/', '/faq'])
    expect(
      [...seen].some((p) => p.startsWith(kind)),
      kind,
    ).toBe(true);
  expect(crawled).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});

test('an invented address answers 404', async ({ page }) => {
  for (const path of ['/no-such-page-at-all', '/news/no-such-news', '/course/999999'])
    expect((await page.goto(path))?.status(), path).toBe(404);
});
