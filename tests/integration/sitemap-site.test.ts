// The site's /sitemap.xml (an index of files of at most 50,000 addresses) and /robots.txt at its root: every address
// listed answers 200 with the app's HTML through the real app (page-status, serveWeb), a withdrawn material leaves the
// sitemap on the next request and its address answers 410.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/content.ts';
import { one } from '../../db/store.ts';
import { sitemapFileXml, sitemapIndexXml } from '../../api/features/sitemap/site-files.ts';
import { webDistTestApp } from '../../api/testing/web-dist-app.ts';

const SITE = 'https://nauka.example';
const INDEX = '<!doctype html><html lang="ru"><head><title>Наука рядом</title></head><body>shell</body></html>';

const served = webDistTestApp({ index: INDEX, staff: INDEX }, { config: { PUBLIC_URL: `${SITE}/` } });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

async function listed(): Promise<string[]> {
  const index = await served.app.request('/sitemap.xml');
  expect(index.status).toBe(200);
  expect(index.headers.get('content-type')).toContain('application/xml');
  expect(index.headers.get('cache-control')).toBe('public, max-age=60');
  const xml = await index.text();
  expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const out: string[] = [];
  for (const file of locs(xml)) {
    expect(file).toMatch(new RegExp(`^${SITE}/sitemap-\\d+\\.xml$`));
    const res = await served.app.request(file.slice(SITE.length));
    expect(res.status, file).toBe(200);
    const body = await res.text();
    expect(body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Every item says when it changed; the sections and static pages may not.
    for (const m of body.matchAll(/<url><loc>([^<]*)<\/loc>(<lastmod>[^<]*<\/lastmod>)?<\/url>/g))
      if (/\/(post|news|event|course|quizzes|contests)\/./.test(m[1]!)) expect(m[2], m[1]).toMatch(/\d{4}-\d{2}-\d{2}/);
    out.push(...locs(body));
  }
  return out;
}

describe('/sitemap.xml and /robots.txt', () => {
  it('lists every public address, each answering 200 with the HTML page', async () => {
    const urls = await listed();
    const post = (await one(
      served.t.deps.db.select({ slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    ))!;
    expect(urls).toContain(`${SITE}/post/${encodeURIComponent(post.slug)}`);
    for (const kind of ['news', 'event', 'course', 'quizzes', 'contests'])
      expect(
        urls.some((u) => u.startsWith(`${SITE}/${kind}/`)),
        kind,
      ).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      const res = await served.app.request(url.slice(SITE.length), { headers: { accept: 'text/html' } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toContain('text/html');
      expect(await res.text(), url).toContain('shell</body>');
    }
    expect((await served.app.request('/sitemap-99.xml')).status).toBe(404);
  });

  it('drops a withdrawn material at once, and its address answers 410', async () => {
    const post = (await one(
      served.t.deps.db.select({ id: pages.id, slug: pages.slug }).from(pages).where(eq(pages.isPublished, true)),
    ))!;
    const address = `${SITE}/post/${encodeURIComponent(post.slug)}`;
    expect(await listed()).toContain(address);
    await served.t.deps.db.update(pages).set({ isPublished: false }).where(eq(pages.id, post.id));
    try {
      expect(await listed()).not.toContain(address);
      expect((await served.app.request(`/post/${post.slug}`, { headers: { accept: 'text/html' } })).status).toBe(410);
    } finally {
      await served.t.deps.db.update(pages).set({ isPublished: true }).where(eq(pages.id, post.id));
    }
    expect(await listed()).toContain(address);
  });

  it('splits the addresses into files of the given size', () => {
    const list = Array.from({ length: 5 }, (_, i) => ({ path: `/post/p${i}`, lastmod: `2026-01-0${i + 1}` }));
    const index = sitemapIndexXml(list, SITE, 2);
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    expect(index).toContain('<lastmod>2026-01-05</lastmod>');
    expect(locs(sitemapFileXml(list, SITE, 3, 2)!)).toEqual([`${SITE}/post/p4`]);
    expect(sitemapFileXml(list, SITE, 4, 2)).toBeNull();
    expect(locs(sitemapIndexXml([], SITE))).toEqual([`${SITE}/sitemap-1.xml`]);
  });

  it('names the sitemap in robots.txt and keeps staff, profiles, search and the API out', async () => {
    const res = await served.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    for (const path of ['/api/', '/otherapi/', '/staff', '/profile', '/search'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).not.toMatch(/^Disallow: \/$/m);
  });
});
