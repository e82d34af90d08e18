// The catalogue's search filter for common words (more matches than FEW_MATCHES): the page comes
// from a walk of the list's own order, and must equal what sorting every match would give, on
// materials whose ids follow their dates (read by rowid ranges) and on ones that do not (seeks).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';
import { FEW_MATCHES } from '../search/post-filter.ts';
import { searchIndex } from '../search/search-index.ts';

let t: TestApp;
let tagId: number;

/** `count` materials; every `every`-th has `word` in its title, every 7th is a draft, every 3rd has the tag. */
async function insert(prefix: string, word: string, count: number, every: number, dateOf: (i: number) => number) {
  const db = t.deps.db;
  await db.transaction(async (tx) => {
    for (let i = 0; i < count; i++) {
      const at = new Date(dateOf(i)).toISOString();
      const type = (i % 2) + 1;
      const title = i % every === 0 ? `${word} номер ${i}` : `Заметка ${prefix} ${i}`;
      const [id] = await tx.$pluck<number>(
        sql`insert into pages (slug, title, description, page_type_id, type, content, rating, views, is_published, published_at, created_at, updated_at)
            values (${`${prefix}-${i}`}, ${title}, 'Описание', ${type}, ${type === 1 ? 'video' : 'audio'}, '[]', ${(i * 37) % 11}, 0,
                    ${i % 7 === 3 ? 0 : 1}, ${at}, ${at}, ${at})
            returning id`,
      );
      if (i % 3 === 0) await tx.run(sql`insert into page_tags (page_id, tag_id) values (${id}, ${tagId})`);
    }
  });
}

const ORDER = {
  DATE_DESC: 'published_at desc, id desc',
  DATE_ASC: 'published_at asc, id asc',
  POPULAR: 'rating desc, published_at desc, id desc',
} as const;

/** What sorting every match gives: the reference the walk must equal. */
async function expected(word: string, sort: keyof typeof ORDER, offset: number, limit: number, extra = '') {
  const stem = queryStems(word)[0]!;
  const rowids = await searchIndex.oldest(t.deps.db, { terms: [{ stem, prefix: false }], kinds: ['post'] }, 1_000_000);
  return t.deps.db.$pluck<number>(
    sql`select id from pages where is_published = true ${sql.raw(extra)}
        and id in (${sql.raw([-1, ...rowids.map((r) => r / 8)].join(','))})
        order by ${sql.raw(ORDER[sort])} limit ${limit} offset ${offset}`,
  );
}

async function ids(path: string): Promise<{ ids: number[]; total: number }> {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { list: { id: number }[]; total: number };
  return { ids: body.list.map((c) => c.id), total: body.total };
}

beforeAll(async () => {
  t = await createTestApp();
  tagId = (await t.deps.db.$pluck<number>(sql`select id from tags limit 1`))[0] ?? 0;
  const start = Date.UTC(2019, 0, 1);
  // Dates follow the ids: the walk reads the index by rowid ranges.
  await insert('kometa', 'Комета', 700, 2, (i) => start + i * 60_000);
  // Dates shuffled against the ids: the walk tests rows one by one.
  await insert('orbita', 'Орбита', 700, 2, (i) => start + ((i * 389) % 700) * 3_600_000);
  await rebuildSearchIndex(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

describe('catalogue search on a common word', () => {
  it('has more matches than the list sorts at once', async () => {
    expect((await expected('комета', 'DATE_DESC', 0, 10_000)).length).toBeGreaterThan(FEW_MATCHES);
    expect((await expected('орбита', 'DATE_DESC', 0, 10_000)).length).toBeGreaterThan(FEW_MATCHES);
  });

  for (const word of ['комета', 'орбита'])
    for (const sort of ['DATE_DESC', 'DATE_ASC', 'POPULAR'] as const)
      it(`pages '${word}' sorted ${sort} as sorting every match would`, async () => {
        for (const [offset, limit] of [
          [0, 18],
          [18, 18],
          [5, 1],
          [100, 40],
        ] as const) {
          const q = `/api/catalog?search=${encodeURIComponent(word)}&sort=${sort}&offset=${offset}&limit=${limit}`;
          expect((await ids(q)).ids, q).toEqual(await expected(word, sort, offset, limit));
        }
      });

  it('applies the type and tag filters inside the walk, and counts the total', async () => {
    const word = encodeURIComponent('орбита');
    const typed = await ids(`/api/catalog?search=${word}&page_type_id=2&limit=30`);
    expect(typed.ids).toEqual(await expected('орбита', 'DATE_DESC', 0, 30, 'and page_type_id = 2'));
    const tagged = await ids(`/api/catalog?search=${word}&tags=${tagId}&sort=POPULAR&limit=30`);
    const tagFilter = `and exists (select 1 from page_tags where page_id = pages.id and tag_id = ${tagId})`;
    expect(tagged.ids).toEqual(await expected('орбита', 'POPULAR', 0, 30, tagFilter));
    expect(tagged.total).toBe((await expected('орбита', 'POPULAR', 0, 10_000, tagFilter)).length);
  });

  it('answers an empty page past the last match', async () => {
    const all = (await expected('комета', 'DATE_DESC', 0, 10_000)).length;
    const past = await ids(`/api/catalog?search=${encodeURIComponent('комета')}&offset=${all}`);
    expect(past).toEqual({ ids: [], total: all });
  });
});
