// A deep page of the catalogue by date for a common word, taken from the search probe's matches
// (known-page.ts): it must equal a plain sorted query of every match, answer only when it can
// prove that, and leave the rest to the walk, which must then give the same page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { rebuildSearchIndex } from '../search/indexer.ts';
import { searchIndex } from '../search/search-index.ts';
import { postSearchFilter, type ProbeSide } from '../search/post-filter.ts';
import { knownPage } from './known-page.ts';

let t: TestApp;
const WORD = 'туманность';
const START = Date.UTC(2021, 0, 1);
const ORDER = { DATE_ASC: 'published_at asc, id asc', DATE_DESC: 'published_at desc, id desc' } as const;
type DateSort = keyof typeof ORDER;
const sideOf = (sort: DateSort): ProbeSide => (sort === 'DATE_ASC' ? 'oldest' : 'newest');

/** `count` materials dated an hour apart (`hour(i)`), every third holding the word. */
async function insert(count: number, hour: (i: number) => number) {
  const db = t.deps.db;
  const [first = 0] = await db.$pluck<number>(sql`select count(*) from pages`);
  await db.transaction(async (tx) => {
    for (let i = first; i < first + count; i++)
      await tx.run(
        sql`insert into pages (slug, title, description, page_type_id, type, content, is_published, published_at)
            values (${`nebula-${i}`}, ${i % 3 === 0 ? `Туманность ${i}` : `Звезда ${i}`}, 'Описание', 1, 'video', '[]', true,
                    ${new Date(START + hour(i) * 3_600_000).toISOString()})`,
      );
  });
  await rebuildSearchIndex(db);
}

/** `id in (…)` of every material whose index row holds the whole word `stem`. */
async function matchedBy(stem: string) {
  const rowids = await searchIndex.oldest(t.deps.db, { terms: [{ stem, prefix: false }], kinds: ['post'] }, 1_000_000);
  return sql.raw(`id in (${[-1, ...rowids.map((r) => r / 8)].join(',')})`);
}

/** Every match sorted: the page the catalogue must answer. */
async function expected(sort: DateSort, offset: number, limit: number): Promise<number[]> {
  return t.deps.db.$pluck<number>(
    sql`select id from pages where is_published = true and ${await matchedBy(queryStems(WORD)[0]!)}
        order by ${sql.raw(ORDER[sort])} limit ${limit} offset ${offset}`,
  );
}

/** knownPage with the probe of the list's side, its first rows read by a plain query. */
async function fromProbe(sort: DateSort, offset: number, limit: number): Promise<number[] | null> {
  const filter = await postSearchFilter(t.deps.db, WORD, { side: sideOf(sort) });
  if (!filter || 'ids' in filter) throw new Error('expected a common word');
  const outside = sort === 'DATE_ASC' ? '>' : '<';
  const firstOf = (ids: readonly number[], edge: number, n: number) =>
    t.deps.db.$pluck<number>(
      sql`select id from pages where is_published = true and (id ${sql.raw(outside)} ${edge} or id in (${sql.raw(ids.join(','))}))
          order by ${sql.raw(ORDER[sort])} limit ${n}`,
    );
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

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // Dates follow ids, as on a site that publishes what it writes.
  await insert(1_200, (i) => i);
});
afterAll(async () => {
  await t.close();
});

describe('a deep page by date from the search probe', () => {
  it('is the plain sorted page, proved without a walk, where dates follow ids', async () => {
    for (const sort of ['DATE_ASC', 'DATE_DESC'] as const)
      for (const [offset, limit] of PAGES) {
        const page = await expected(sort, offset, limit);
        expect(page).toHaveLength(limit);
        expect(await fromProbe(sort, offset, limit), `${sort} ${offset}`).toEqual(page);
        expect(await catalog(sort, offset, limit), `${sort} ${offset}`).toEqual(page);
      }
  });

  it('declines a page deeper than the probe holds; the walk answers it', async () => {
    expect(await fromProbe('DATE_ASC', 300, 18)).toBeNull();
    expect(await catalog('DATE_ASC', 300, 18)).toEqual(await expected('DATE_ASC', 300, 18));
  });

  it('declines once a newer material is dated among the page, and the walk gives the same page', async () => {
    // A material written last but dated early (the second match is 3 hours in): it sorts near the
    // start oldest first, with an id beyond every candidate.
    await insert(3, () => 1.5);
    for (const [offset, limit] of PAGES) {
      expect(await fromProbe('DATE_ASC', offset, limit)).toBeNull();
      expect(await catalog('DATE_ASC', offset, limit), `DATE_ASC ${offset}`).toEqual(
        await expected('DATE_ASC', offset, limit),
      );
    }
    // Newest first, the early date is at the far end: the pages near the start are still proved.
    expect(await fromProbe('DATE_DESC', 100, 18)).toEqual(await expected('DATE_DESC', 100, 18));
  });

  it('answers a dense word with few matches exactly when its first matches do not prove the page', async () => {
    // 60 matches in 120 materials dated after everything above, then one back-dated match: a list
    // oldest first asks only its page's candidates from the probe, is declined, and reads it whole.
    const db = t.deps.db;
    const page = (slug: string, title: string, publishedAt: string) =>
      db.run(
        sql`insert into pages (slug, title, description, page_type_id, type, content, is_published, published_at)
            values (${slug}, ${title}, 'Описание', 1, 'video', '[]', true, ${publishedAt})`,
      );
    const at = (hour: number) => new Date(START + hour * 3_600_000).toISOString();
    await db.transaction(async () => {
      for (let i = 0; i < 120; i++) await page(`pulsar-${i}`, i % 2 ? `Звезда ${i}` : `Пульсар ${i}`, at(5_000 + i));
      await page('pulsar-early', 'Пульсар ранний', at(-1));
    });
    await rebuildSearchIndex(db);
    const stem = queryStems('пульсар')[0]!;
    const every = await db.$pluck<number>(
      sql`select id from pages where is_published = true and ${await matchedBy(stem)} order by published_at, id`,
    );
    expect(every).toHaveLength(61);
    const res = await t.call('GET', `/api/catalog?search=${encodeURIComponent('пульсар')}&sort=DATE_ASC&limit=18`);
    const body = (await res.json()) as { list: { id: number }[]; total: number };
    expect(body.list.map((c) => c.id)).toEqual(every.slice(0, 18));
    expect(body.total).toBe(61);
  });
});
