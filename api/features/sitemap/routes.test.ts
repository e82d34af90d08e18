import { afterAll, describe, expect, it } from 'vitest';
import { staticPages } from '../../../db/schema/static-pages.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ config: { PUBLIC_URL: 'https://nauka.example/' } });
afterAll(async () => {
  await t.close();
});

/** A small XML well-formedness check: one root, balanced tags, only the five entities. */
function assertWellFormed(xml: string): void {
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const m of body.matchAll(/<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w:.-]+="[^"<&]*")*)\s*(\/?)>/g)) {
    const [, closing, name = '', , selfClosing] = m;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
  const text = body.replace(/<[^>]*>/g, '');
  expect(text).not.toMatch(/[<>]/);
  expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toContain('&');
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

describe('sitemap', () => {
  it('answers the tree for the sitemap screen', async () => {
    const res = await t.call('GET', '/api/sitemap_html');
    expect(res.status).toBe(200);
    const { list } = (await res.json()) as {
      list: { title: string; url: string; children: { title: string; url: string }[] }[];
    };
    expect(list[0]).toEqual({ title: 'Главная', url: '/', children: [] });
    expect(list.find((e) => e.url === '/catalog')?.children).toContainEqual(
      expect.objectContaining({ url: '/catalog/news' }),
    );
    expect(list).toContainEqual({ title: 'О проекте', url: '/about', children: [] });
  });

  it('serves well-formed XML with absolute URLs of the public routes and every static page', async () => {
    const res = await t.call('GET', '/otherapi/sitemap/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const xml = await res.text();
    assertWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const urls = locs(xml);
    for (const path of [
      '/',
      '/catalog',
      '/catalog/news',
      '/news',
      '/event',
      '/course',
      '/quizzes',
      '/contests',
      '/faq',
      '/sitemap',
      '/users',
    ]) {
      expect(urls).toContain(`https://nauka.example${path}`);
    }
    for (const page of await t.deps.db.select().from(staticPages))
      expect(urls).toContain(`https://nauka.example/${page.path}`);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('escapes XML special characters in the URLs', async () => {
    const odd = await createTestApp({ config: { PUBLIC_URL: 'https://nauka.example/a&b' } });
    try {
      const xml = await (await odd.call('GET', '/api/sitemap/sitemap.xml')).text();
      assertWellFormed(xml);
      expect(locs(xml)).toContain('https://nauka.example/a&amp;b/about');
    } finally {
      await odd.close();
    }
  });
});
