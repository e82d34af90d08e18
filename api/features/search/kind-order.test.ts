// A search of one kind other than materials (news here) among a word's many matches in materials:
// read oldest first and reversed (service.ts, newestOfKind), it must answer exactly what a sort of
// every match gives: title matches first, then the rest, each newest first; paged; and the same
// past the whole-read cap, where the kind is read newest first.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news as newsTable } from '../../../db/schema/content.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from './indexer.ts';

let t: TestApp;
let pagesAdded = 0;
const titled: number[] = [];
const inBody: number[] = [];

async function addNews(n: number, word: 'title' | 'body') {
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++) {
      const slug = `kristall-${word}-${titled.length + inBody.length}`;
      const [title, description] =
        word === 'title' ? [`Кристаллы соли ${i}`, 'Опыт на кухне'] : [`Опыт на кухне ${i}`, 'Растим кристаллы соли'];
      const [row] = await tx.insert(newsTable).values({ slug, title, description }).returning({ id: newsTable.id });
      (word === 'title' ? titled : inBody).push(row!.id);
    }
  });
}

async function addPages(n: number) {
  await t.deps.db.transaction(async (tx) => {
    for (let i = 0; i < n; i++)
      await tx.run(
        sql`insert into pages (slug, title, description, page_type_id, type, content, is_published, published_at)
            values (${`kristall-page-${pagesAdded++}`}, ${`Кристаллы, материал ${i}`}, 'Про кристаллы', 3, 'article',
            '[]', true, '2024-01-01T00:00:00.000Z')`,
      );
  });
}

async function news(extra: string): Promise<{ list: { id: number; kind: string }[]; total: number }> {
  const res = await t.call('GET', `/api/search?query=${encodeURIComponent('кристаллы')}&type=news${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { list: { id: number; kind: string }[]; total: number };
}

const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);

beforeAll(async () => {
  t = await createTestApp();
  // Materials and news interleaved, so the kind's matches lie among many others of the word.
  for (let round = 0; round < 6; round++) {
    await addPages(150);
    await addNews(2, 'title');
    await addNews(4, 'body');
  }
  await rebuildSearchIndex(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

describe('GET /search of one kind among a common word', () => {
  it('answers title matches, then the rest, newest first, page by page', async () => {
    const expected = [...newestFirst(titled), ...newestFirst(inBody)];
    const first = await news('&limit=16');
    expect(first.list.map((h) => h.id)).toEqual(expected.slice(0, 16));
    expect(first.list.every((h) => h.kind === 'news')).toBe(true);
    expect(first.total).toBe(expected.length);
    expect((await news('&limit=16&offset=10')).list.map((h) => h.id)).toEqual(expected.slice(10, 26));
  });

  it('answers the same when the kind has more matches than one whole read', async () => {
    await addNews(1_010, 'body');
    await rebuildSearchIndex(t.deps.db);
    const expected = [...newestFirst(titled), ...newestFirst(inBody)];
    expect((await news('&limit=18')).list.map((h) => h.id)).toEqual(expected.slice(0, 18));
    expect((await news('&limit=18&offset=30')).list.map((h) => h.id)).toEqual(expected.slice(30, 48));
  });
});
