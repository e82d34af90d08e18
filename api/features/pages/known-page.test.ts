// A deep page of the catalogue by date for a common word, taken from the search probe's matches
// (known-page.ts): it must equal a plain sorted query of every match, answer only when it can
// prove that, and leave the rest to the walk, which must then give the same page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';
import { postSearchFilter, type ProbeSide } from '../search/post-filter.ts';
import { knownPage } from './known-page.ts';

let t: TestApp;
const WORD = 'туманность';
const START = Date.UTC(2021, 0, 1);
const ORDER = { DATE_ASC: 'published_at asc, id asc', DATE_DESC: 'published_at desc, id desc' } as const;
type DateSort = keyof typeof ORDER;
const sideOf = (sort: DateSort): ProbeSide => (sort === 'DATE_ASC' ? 'oldest' : 'newest');

/** `count` materials dated an hour apart (`hour(i)`), every third holding the word. */
function insert(count: number, hour: (i: number) => number) {
  const s = t.deps.sqlite;
  const page = s.prepare(
    `insert into pages (slug, title, description, page_type_id, type, content, is_published, published_at)
     values (?, ?, 'Описание', 1, 'video', '[]', 1, ?)`,
  );
  const first = s.prepare('select count(*) from pages').pluck().get() as number;
  s.transaction(() => {
    for (let i = first; i < first + count; i++)
      page.run(
        `nebula-${i}`,
        i % 3 === 0 ? `Туманность ${i}` : `Звезда ${i}`,
        new Date(START + hour(i) * 3_600_000).toISOString(),
      );
  })();
  rebuildSearchIndex(t.deps.db);
}

/** Every match sorted: the page the catalogue must answer. */
function expected(sort: DateSort, offset: number, limit: number): number[] {
  return t.deps.sqlite
    .prepare(
      `select id from pages where is_published = 1
       and id * 8 in (select rowid from search_index where search_index match ?)
       order by ${ORDER[sort]} limit ? offset ?`,
    )
    .pluck()
    .all(`"${queryStems(WORD)[0]}"`, limit, offset) as number[];
}

/** knownPage with the probe of the list's side, its first rows read by a plain query. */
function fromProbe(sort: DateSort, offset: number, limit: number): number[] | null {
  const filter = postSearchFilter(t.deps.db, WORD, { side: sideOf(sort) });
  if (!filter || 'ids' in filter) throw new Error('expected a common word');
  const outside = sort === 'DATE_ASC' ? '>' : '<';
  const firstOf = (ids: readonly number[], edge: number, n: number) =>
    t.deps.sqlite
      .prepare(
        `select id from pages where is_published = 1 and (id ${outside} ? or id in (${ids.join(',')}))
         order by ${ORDER[sort]} limit ?`,
      )
      .pluck()
      .all(edge, n) as number[];
  return knownPage(filter.probe, firstOf, { offset, limit });
}

async function catalog(sort: DateSort, offset: number, limit: number): Promise<number[]> {
  const res = await t.call(
    'GET',
    `/api/catalog?search=${encodeURIComponent(WORD)}&sort=${sort}&offset=${offset}&limit=${limit}`,
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: { id: number }[] }).list.map((c) => c.id);
}

const PAGES = [
  [0, 18],
  [100, 18],
  [150, 50],
] as const;

beforeAll(() => {
  t = createTestApp({ seed: false });
  // Dates follow ids, as on a site that publishes what it writes.
  insert(1_200, (i) => i);
});
afterAll(() => t.close());

describe('a deep page by date from the search probe', () => {
  it('is the plain sorted page, proved without a walk, where dates follow ids', async () => {
    for (const sort of ['DATE_ASC', 'DATE_DESC'] as const)
      for (const [offset, limit] of PAGES) {
        const page = expected(sort, offset, limit);
        expect(page).toHaveLength(limit);
        expect(fromProbe(sort, offset, limit), `${sort} ${offset}`).toEqual(page);
        expect(await catalog(sort, offset, limit), `${sort} ${offset}`).toEqual(page);
      }
  });

  it('declines a page deeper than the probe holds; the walk answers it', async () => {
    expect(fromProbe('DATE_ASC', 300, 18)).toBeNull();
    expect(await catalog('DATE_ASC', 300, 18)).toEqual(expected('DATE_ASC', 300, 18));
  });

  it('declines once a newer material is dated among the page, and the walk gives the same page', async () => {
    // A material written last but dated early (the second match is 3 hours in): it sorts near the
    // start oldest first, with an id beyond every candidate.
    insert(3, () => 1.5);
    for (const [offset, limit] of PAGES) {
      expect(fromProbe('DATE_ASC', offset, limit)).toBeNull();
      expect(await catalog('DATE_ASC', offset, limit), `DATE_ASC ${offset}`).toEqual(
        expected('DATE_ASC', offset, limit),
      );
    }
    // Newest first, the early date is at the far end: the pages near the start are still proved.
    expect(fromProbe('DATE_DESC', 100, 18)).toEqual(expected('DATE_DESC', 100, 18));
  });

  it('answers a dense word with few matches exactly when its first matches do not prove the page', async () => {
    // 60 matches in 120 materials dated after everything above, then one back-dated match: a list
    // oldest first asks only its page's candidates from the probe, is declined, and reads it whole.
    const s = t.deps.sqlite;
    const page = s.prepare(
      `insert into pages (slug, title, description, page_type_id, type, content, is_published, published_at)
       values (?, ?, 'Описание', 1, 'video', '[]', 1, ?)`,
    );
    const at = (hour: number) => new Date(START + hour * 3_600_000).toISOString();
    s.transaction(() => {
      for (let i = 0; i < 120; i++) page.run(`pulsar-${i}`, i % 2 ? `Звезда ${i}` : `Пульсар ${i}`, at(5_000 + i));
      page.run('pulsar-early', 'Пульсар ранний', at(-1));
    })();
    rebuildSearchIndex(t.deps.db);
    const stem = queryStems('пульсар')[0]!;
    const every = s
      .prepare(
        `select id from pages where is_published = 1
         and id * 8 in (select rowid from search_index where search_index match ?) order by published_at, id`,
      )
      .pluck()
      .all(`"${stem}"`) as number[];
    expect(every).toHaveLength(61);
    const res = await t.call('GET', `/api/catalog?search=${encodeURIComponent('пульсар')}&sort=DATE_ASC&limit=18`);
    const body = (await res.json()) as { list: { id: number }[]; total: number };
    expect(body.list.map((c) => c.id)).toEqual(every.slice(0, 18));
    expect(body.total).toBe(61);
  });
});
