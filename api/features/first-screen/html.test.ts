// The server's first screen against the real first-screen build (vite.ssr.config.ts, built here into a temp
// folder), the real app and a real temporary SQLite database.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { firstScreenOf } from '../../../sync/protocol/first-screen.ts';
import { nowMs, setClock } from '../../lib/clock.ts';
import { createApp } from '../../app.ts';
import { firstScreenTestApp } from '../../testing/first-screen-app.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><title>Наука рядом</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">' +
  '</head><body><div id="root"></div></body></html>';

const served = firstScreenTestApp(INDEX);

async function page(path: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await served.app.request(path, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

const escapeHtml = (v: string) =>
  v.replace(/[&<>"]/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[ch]!);

/** The server's first screen of a page ('' when it has none), checking it sits right before #root. */
function firstScreen(html: string): string {
  const at = html.indexOf('<div id="first-screen">');
  if (at < 0) return '';
  const root = html.indexOf('<div id="root"></div>');
  expect(root).toBeGreaterThan(at);
  return html.slice(at, root);
}

/** The answers a page carries for a guest's app (sync/protocol/first-screen.ts), by address. */
function firstAnswers(html: string): Record<string, unknown> {
  const found = /<script type="application\/json" id="first-answers">([\s\S]*?)<\/script>/.exec(html);
  expect(found).not.toBeNull();
  return JSON.parse(found![1]!) as Record<string, unknown>;
}

async function catalogTitles(): Promise<string[]> {
  const body = (await (await served.app.request('/api/catalog?sort=DATE_DESC&limit=18&offset=0')).json()) as {
    list: { title: string }[];
  };
  return body.list.map((c) => c.title);
}

describe('first screen as HTML', () => {
  it("draws the shell and the first screen's catalogue cards into /catalog", async () => {
    const screen = firstScreen(await page('/catalog'));
    expect(screen).toContain('<h1 class="page-heading__title">Каталог</h1>');
    expect(screen).toContain('aria-label="Основное меню"');
    const titles = await catalogTitles();
    expect(titles.length).toBeGreaterThan(9);
    const drawn = [...screen.matchAll(/<h2 class="content-card__title" title="([^"]*)"/g)].map((m) => m[1]);
    // Three rows on a desktop, the most a first screen shows; the app draws the rest of the page.
    expect(drawn).toEqual(titles.slice(0, 9).map(escapeHtml));
    // Pictures at their final size, so nothing moves when they load.
    expect(screen).toMatch(/<img class="content-card__image"[^>]* width="640" height="360"/);
    expect(firstScreen(await page('/catalog/'))).toBe(screen);
  });

  it('escapes what authors wrote', async () => {
    const [newest] = (await served.t.deps.db.select().from(pages).orderBy(pages.createdAt)).reverse();
    const title = 'Опыт <img src=x onerror="alert(1)"> & вывод';
    await served.t.deps.db.update(pages).set({ title }).where(eq(pages.id, newest!.id));
    const screen = firstScreen(await page('/catalog'));
    expect(screen).not.toContain('<img src=x');
    expect(screen).toContain('Опыт &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; вывод');
  });

  it("sends the answers it was drawn from after #root, each what a guest's GET of its address answers", async () => {
    const html = await page('/');
    const answers = firstAnswers(html);
    expect(html.indexOf('<script type="application/json" id="first-answers">')).toBeGreaterThan(
      html.indexOf('<div id="root"></div>'),
    );
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['/api/main-page', '/api/catalog/main', '/api/settings', '/api/static-page']),
    );
    for (const [address, body] of Object.entries(answers))
      expect(body, address).toEqual(await (await served.app.request(address)).json());
    // What the service worker keeps of the page (the first screen) has none: they would be old on the next start.
    const kept = firstScreenOf(html);
    expect(kept).toContain('id="hero-title"');
    expect(kept).not.toContain('first-answers');
    // A page the server draws no first screen of carries no answers: its app asks for what it needs.
    expect(await page('/catalog?search=vulkan')).not.toContain('first-answers');
    // Nor does a signed-in user's page: their app asks (the answers are a guest's); the screen is the same.
    const signedIn = await page('/', { Cookie: 'signed_in=1' });
    expect(signedIn).not.toContain('first-answers');
    expect(firstScreen(signedIn)).toBe(firstScreen(html));
  });

  it('keeps an author\'s "</script>" inside the answers it sends', async () => {
    const [newest] = (await served.t.deps.db.select().from(pages).orderBy(pages.createdAt)).reverse();
    const title = 'Опыт </script><script>alert(1)</script><!-- вывод';
    await served.t.deps.db.update(pages).set({ title }).where(eq(pages.id, newest!.id));
    const html = await page('/catalog');
    expect(html).not.toContain('<script>alert(1)');
    const catalog = Object.entries(firstAnswers(html)).find(([address]) => address.startsWith('/api/catalog?'));
    expect((catalog![1] as { list: { title: string }[] }).list.map((c) => c.title)).toContain(title);
  });

  it('is drawn again after the database changes, and only then', async () => {
    const first = firstScreen(await page('/catalog'));
    expect(firstScreen(await page('/catalog'))).toBe(first);
    const [newest] = (await served.t.deps.db.select().from(pages).orderBy(pages.createdAt)).reverse();
    await served.t.deps.db.update(pages).set({ title: 'Новое название материала' }).where(eq(pages.id, newest!.id));
    const next = firstScreen(await page('/catalog'));
    expect(next).toContain('Новое название материала');
    expect(next).not.toBe(first);
  });

  it('gives a signed-in caller the public first screen', async () => {
    const { token } = await served.t.signUp('first-screen-user');
    const screen = firstScreen(await page('/catalog', { Cookie: `auth_token=${token}` }));
    expect(screen).toBe(firstScreen(await page('/catalog')));
  });

  it('draws a post: its title, picture and first blocks, the HTML of blocks sanitised', async () => {
    const [post] = await served.t.deps.db.select().from(pages).orderBy(pages.createdAt);
    const content = [
      { type: 'text', data: { html: '<p>Первый абзац<img src="x" onerror="alert(1)"><script>alert(2)</script></p>' } },
      ...Array.from({ length: 6 }, (_, i) => ({ type: 'text', data: { html: `<p>Абзац номер ${i + 2}</p>` } })),
    ];
    await served.t.deps.db.update(pages).set({ content }).where(eq(pages.id, post!.id));
    const screen = firstScreen(await page(`/post/${post!.slug}`));
    expect(screen).toContain(`<h1 class="post__title">${escapeHtml(post!.title)}</h1>`);
    expect(screen).toContain('Первый абзац');
    expect(screen).not.toMatch(/onerror|<script/);
    expect(screen).toContain('Абзац номер 4');
    expect(screen).not.toContain('Абзац номер 7');
    // A missing material: the shell with no first screen, answered 404 (api/features/page-status).
    const missing = await served.app.request('/post/no-such-material');
    expect(missing.status).toBe(404);
    expect(firstScreen(await missing.text())).toBe('');
  });

  it('draws the home page: the hero with the first slide and the newest materials', async () => {
    const main = (await (await served.app.request('/api/main-page')).json()) as {
      slide_list: { title: string }[];
      post_list: { title: string }[];
    };
    expect(main.slide_list.length).toBeGreaterThan(0);
    const screen = firstScreen(await page('/'));
    expect(screen).toContain('id="hero-title"');
    expect(screen).toContain(escapeHtml(main.slide_list[0]!.title));
    // The first slide's picture is asked for at once, at its final size.
    expect(screen).toMatch(/<img [^>]*width="640" height="360"[^>]*loading="eager"[^>]*fetchPriority="high"/i);
    expect(screen).toContain('Новое на сайте');
    const drawn = [...screen.matchAll(/<h3 class="content-card__title" title="([^"]*)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(main.post_list.slice(0, 4).map((c) => escapeHtml(c.title)));
    expect(firstScreen(await page('/?auth=login'))).toBe('');
  });

  it('starts the scripts from the boot script after the first picture, only on a page that has a first screen', async () => {
    const drawn = await page('/catalog');
    expect(drawn).toContain(
      '<script src="/first-screen-boot.js" data-entry="/assets/index-1.js" data-preload="/assets/react-1.js" defer></script>',
    );
    expect(drawn).not.toContain('type="module"');
    expect(drawn).not.toContain('modulepreload');
    const plain = await page('/search?query=vulkan');
    expect(plain).not.toContain('first-screen-boot');
    expect(plain).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });

  it('leaves other pages and lists at a query they are not drawn for to the app', async () => {
    // A text search of the catalogue, a query the news list does not read, the search page.
    expect(firstScreen(await page('/catalog?search=vulkan'))).toBe('');
    expect(firstScreen(await page('/news?sort=old'))).toBe('');
    expect(firstScreen(await page('/search?query=vulkan'))).toBe('');
    expect(await page('/search?query=vulkan')).toContain('<div id="root"></div>');
  });

  it('serves the plain index.html when the first-screen build is missing', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'nauka-web-'));
    writeFileSync(join(bare, 'index.html'), INDEX);
    const plain = createApp(served.t.deps, { webDist: bare });
    // index.html as built, only with the page's head (api/features/link-previews): no first screen, the app's
    // own scripts.
    const html = await (await plain.request('/catalog')).text();
    expect(html).toContain('<head><title>Каталог — Наука рядом</title>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(html).toContain('</head><body><div id="root"></div></body></html>');
    expect(firstScreen(html)).toBe('');
    rmSync(bare, { recursive: true, force: true });
  });

  it('draws a screen that changes with the clock alone again within a minute, with no write in between', async () => {
    const start = nowMs();
    const at = (minutes: number) => new Date(start + minutes * 60_000).toISOString();
    await served.t.deps.db.insert(events).values({
      slug: 'ends-in-five-minutes',
      title: 'Лекция, которая скоро закончится',
      startAt: at(-30),
      endAt: at(5),
    });
    try {
      expect(firstScreen(await page('/event?status=running'))).toContain('Лекция, которая скоро закончится');
      // Ten minutes on, the lecture is over: nothing was written, yet the running tab no longer lists it.
      setClock(start + 10 * 60_000);
      expect(firstScreen(await page('/event?status=running'))).not.toContain('Лекция, которая скоро закончится');
      expect(firstScreen(await page('/event?status=finished'))).toContain('Лекция, которая скоро закончится');
    } finally {
      setClock(null);
    }
  });
});
