// The catalogue's search filter for common words (more matches than FEW_MATCHES): the page comes
// from a walk of the list's own order, and must equal what sorting every match would give, on
// materials whose ids follow their dates (read by rowid ranges) and on ones that do not (seeks).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';
import { FEW_MATCHES } from '../search/post-filter.ts';

let t: TestApp;
let tagId: number;

/** `count` materials; every `every`-th has `word` in its title, every 7th is a draft, every 3rd has the tag. */
function insert(prefix: string, word: string, count: number, every: number, dateOf: (i: number) => number) {
  const s = t.deps.sqlite;
  const page = s.prepare(
    `insert into pages (slug, title, description, page_type_id, type, content, rating, views, is_published, published_at, created_at, updated_at)
     values (?, ?, 'Описание', ?, ?, '[]', ?, 0, ?, ?, ?, ?)`,
  );
  const tag = s.prepare('insert into page_tags (page_id, tag_id) values (?, ?)');
  s.transaction(() => {
    for (let i = 0; i < count; i++) {
      const at = new Date(dateOf(i)).toISOString();
      const type = (i % 2) + 1;
      const title = i % every === 0 ? `${word} номер ${i}` : `Заметка ${prefix} ${i}`;
      const id = page.run(
        `${prefix}-${i}`,
        title,
        type,
        type === 1 ? 'video' : 'audio',
        (i * 37) % 11,
        i % 7 === 3 ? 0 : 1,
        at,
        at,
        at,
      ).lastInsertRowid;
      if (i % 3 === 0) tag.run(id, tagId);
    }
  })();
}

const ORDER = {
  DATE_DESC: 'published_at desc, id desc',
  DATE_ASC: 'published_at asc, id asc',
  POPULAR: 'rating desc, published_at desc, id desc',
} as const;

/** What sorting every match gives: the reference the walk must equal. */
function expected(word: string, sort: keyof typeof ORDER, offset: number, limit: number, extra = '') {
  const stem = queryStems(word)[0]!;
  return t.deps.sqlite
    .prepare(
      `select id from pages where is_published = 1 ${extra}
       and id * 8 in (select rowid from search_index where search_index match ?)
       order by ${ORDER[sort]} limit ? offset ?`,
    )
    .pluck()
    .all(`"${stem}"`, limit, offset) as number[];
}

async function ids(path: string): Promise<{ ids: number[]; total: number }> {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { list: { id: number }[]; total: number };
  return { ids: body.list.map((c) => c.id), total: body.total };
}

beforeAll(() => {
  t = createTestApp();
  tagId = (t.deps.sqlite.prepare('select id from tags limit 1').pluck().get() as number) ?? 0;
  const start = Date.UTC(2019, 0, 1);
  // Dates follow the ids: the walk reads the index by rowid ranges.
  insert('kometa', 'Комета', 700, 2, (i) => start + i * 60_000);
  // Dates shuffled against the ids: the walk tests rows one by one.
  insert('orbita', 'Орбита', 700, 2, (i) => start + ((i * 389) % 700) * 3_600_000);
  rebuildSearchIndex(t.deps.db);
});
afterAll(() => t.close());

describe('catalogue search on a common word', () => {
  it('has more matches than the list sorts at once', () => {
    expect(expected('комета', 'DATE_DESC', 0, 10_000).length).toBeGreaterThan(FEW_MATCHES);
    expect(expected('орбита', 'DATE_DESC', 0, 10_000).length).toBeGreaterThan(FEW_MATCHES);
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
          expect((await ids(q)).ids, q).toEqual(expected(word, sort, offset, limit));
        }
      });

  it('applies the type and tag filters inside the walk, and counts the total', async () => {
    const word = encodeURIComponent('орбита');
    const typed = await ids(`/api/catalog?search=${word}&page_type_id=2&limit=30`);
    expect(typed.ids).toEqual(expected('орбита', 'DATE_DESC', 0, 30, 'and page_type_id = 2'));
    const tagged = await ids(`/api/catalog?search=${word}&tags=${tagId}&sort=POPULAR&limit=30`);
    const tagFilter = `and exists (select 1 from page_tags where page_id = pages.id and tag_id = ${tagId})`;
    expect(tagged.ids).toEqual(expected('орбита', 'POPULAR', 0, 30, tagFilter));
    expect(tagged.total).toBe(expected('орбита', 'POPULAR', 0, 10_000, tagFilter).length);
  });

  it('answers an empty page past the last match', async () => {
    const all = expected('комета', 'DATE_DESC', 0, 10_000).length;
    const past = await ids(`/api/catalog?search=${encodeURIComponent('комета')}&offset=${all}`);
    expect(past).toEqual({ ids: [], total: all });
  });
});
