import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { news, pages } from '../../../db/schema/content.ts';
import { events } from '../../../db/schema/events.ts';
import { unescapeHtml } from '../../testing/html-text.ts';
import { webDistTestApp } from '../../testing/web-dist-app.ts';

const INDEX =
  '<!doctype html><html lang="ru"><head><meta charset="UTF-8" /><title>Наука рядом</title><meta name="description" content="Сайт" /></head><body><div id="root"></div></body></html>';

const served = webDistTestApp({ index: INDEX }, { config: { PUBLIC_URL: 'https://nauka.example' } });

async function head(path: string): Promise<string> {
  const res = await served.app.request(path);
  expect(res.status).toBe(200);
  return res.text();
}

/** The content of the one meta tag named `key` (fails when there are several). */
function meta(html: string, key: string): string | undefined {
  const found = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)].filter(
    (m) => m[1] === key,
  );
  expect(found.length, key).toBeLessThanOrEqual(1);
  return found[0] ? unescapeHtml(found[0][2]!) : undefined;
}
const titleOf = (html: string) => [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescapeHtml(m[1]!));

describe('link previews', () => {
  it('puts the title, description and absolute image of a post into the HTML', async () => {
    const page = (await served.t.deps.db.select().from(pages).limit(1))[0]!;
    const doc = await head(`/post/${page.slug}`);
    expect(titleOf(doc)).toEqual([`${page.title} — Наука рядом`]);
    expect(meta(doc, 'og:title')).toBe(page.title);
    expect(page.description.startsWith(meta(doc, 'og:description')!.replace(/…$/, ''))).toBe(true);
    expect(meta(doc, 'og:description')!.length).toBeLessThanOrEqual(200);
    expect(meta(doc, 'og:image')).toBe(`https://nauka.example${page.preview}`);
    expect(meta(doc, 'og:url')).toBe(`https://nauka.example/post/${page.slug}`);
    expect(meta(doc, 'og:type')).toBe('article');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'description')).toBe(meta(doc, 'og:description'));
  });

  it('finds news and events by id or slug', async () => {
    const n = (await served.t.deps.db.select().from(news).limit(1))[0]!;
    const e = (await served.t.deps.db.select().from(events).limit(1))[0]!;
    for (const path of [`/news/${n.id}`, `/news/${n.slug}`]) expect(meta(await head(path), 'og:title')).toBe(n.title);
    for (const path of [`/event/${e.id}`, `/event/${e.slug}/`])
      expect(meta(await head(path), 'og:title')).toBe(e.title);
  });

  it('escapes every value', async () => {
    const page = (await served.t.deps.db.select().from(pages).limit(1))[0]!;
    await served.t.deps.db
      .update(pages)
      .set({ title: 'Кавычки " и <script>alert(1)</script> & \'', description: '"><img src=x onerror=alert(1)>' })
      .where(eq(pages.id, page.id));
    const res = await served.app.request(`/post/${page.slug}`);
    const html = await res.text();
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;');
    expect(html).toContain('content="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"');
  });

  it('leaves other pages and unknown materials as they are', async () => {
    // The unknown ones answer 404 (api/features/page-status), still with the shell untouched.
    for (const path of ['/profile/bookmarks', '/post/no-such-material', '/news/999999', '/event/%E0%A4%A']) {
      const res = await served.app.request(path);
      expect(res.status, path).toBe(path === '/profile/bookmarks' ? 200 : 404);
      expect(await res.text()).toBe(INDEX);
    }
  });
});
