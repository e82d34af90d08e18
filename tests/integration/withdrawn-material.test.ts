// Public lists never show what the public page refuses (issue 41, hole 11): a material its author
// withdraws (is_published: false) leaves the community feed, collections, search, the sitemap and
// the recommendations at once, for guests and signed-in readers alike.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { tags } from '../../db/schema/dictionaries.ts';
import { users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { createTestApp } from '../../api/testing/test-app.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

async function json(method: string, path: string, token?: string, body?: unknown) {
  const res = await t.call(method, path, { token, body });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text;
}

describe('a withdrawn material', () => {
  it('leaves every public list at once', async () => {
    const author = await t.signUp();
    await db.update(users).set({ typeId: 2 }).where(eq(users.id, author.userId));
    const reader = await t.signUp();
    const tag = (await one(db.select({ id: tags.id }).from(tags).limit(1)))!;
    const material = (title: string) => ({
      title,
      page_type_id: 3,
      description: `${title}: описание`,
      content: [{ type: 'text', data: { html: '<p>Текст про гироскопы</p>' } }],
      tags: [tag.id],
      is_published: true,
    });
    const title = 'Гироскоп Отозванный';
    const page = JSON.parse(await json('POST', '/api/page', author.token, material(title))) as { id: number };
    const sibling = JSON.parse(await json('POST', '/api/page', author.token, material('Гироскоп Соседний'))) as {
      id: number;
    };
    const { slug } = JSON.parse(await json('GET', `/api/page/${page.id}`)) as { slug: string };
    const community = JSON.parse(
      await json('POST', '/api/community', author.token, { name: 'Гироскопы', description: '', is_closed: false }),
    ) as { id: number };
    await json('POST', `/api/community/${community.id}/feed`, author.token, { page_id: page.id });
    const collection = JSON.parse(
      await json('POST', '/api/collection', reader.token, { title: 'Любимое', is_public: true }),
    ) as { id: number };
    await json('PUT', `/api/collection/${collection.id}/add_content`, reader.token, { page_id: page.id });

    const lists: [string, string][] = [
      ['feed', `/api/community/${community.id}/feed`],
      ['collection', `/api/collection/${collection.id}`],
      ['reader collections', `/api/collection/user/${reader.userId}`],
      ['search', `/api/search?query=${encodeURIComponent('Отозванный')}`],
      ['recommendations', `/api/recommendation/post?id=${sibling.id}`],
      ['sitemap', '/api/sitemap/sitemap.xml'],
      ['sitemap tree', '/api/sitemap_html'],
    ];
    const showing = async (token?: string) => {
      const out: string[] = [];
      for (const [name, path] of lists) {
        const text = await json('GET', path, token);
        if (text.includes(title) || text.includes(slug) || text.includes(`"page_ids":[${page.id}]`)) out.push(name);
      }
      return out;
    };
    // Before: the lists that name materials show it (the sitemap names no single material).
    expect(await showing(reader.token)).toEqual([
      'feed',
      'collection',
      'reader collections',
      'search',
      'recommendations',
    ]);

    await json('PUT', `/api/page/${page.id}`, author.token, { ...material(title), is_published: false });
    expect((await t.call('GET', `/api/page/${page.id}`)).status).toBe(404);
    expect(await showing()).toEqual([]);
    expect(await showing(reader.token)).toEqual([]);
  });
});
