// The catalogue filter's membership test for a common word: ids the probe already read (its
// newest matches) are answered from it, older ones from the index; both must agree with the
// index, and the first never spend a single-row seek.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchRowid } from '../../../db/schema/search.ts';
import { queryStems } from '../../../sync/rules/search-text.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { kindToken } from './match.ts';
import { FEW_MATCHES, postSearchFilter } from './post-filter.ts';

let t: TestApp;
const WORD = 'туманность';
/** A word in every 100th material: 20 matches spread over the 2,000. */
const SPARSE = 'квазар';
const BASE = 2_000_000;
const COUNT = 2_000;
/** Every third material matches, and a news item sits beside every tenth. */
const matches = (id: number) => (id - BASE) % 3 === 0;

beforeAll(async () => {
  t = await createTestApp();
  const stem = queryStems(WORD)[0]!;
  const sparse = queryStems(SPARSE)[0]!;
  const insert = (rowid: number, title: string, kind: string) =>
    t.deps.db.run(
      sql`insert into search_index (rowid, title, body, kind) values (${rowid}, ${title}, 'текст', ${kind})`,
    );
  await t.deps.db.transaction(async () => {
    for (let id = BASE; id < BASE + COUNT; id++) {
      const title = `${matches(id) ? stem : ''} ${(id - BASE) % 100 === 0 ? sparse : ''} заголовок`;
      await insert(searchRowid('post', id), title, kindToken('post'));
      if (id % 10 === 0) await insert(searchRowid('news', id), `${stem}`, kindToken('news'));
    }
  });
});
afterAll(async () => {
  await t.close();
});

/** Ids from `from` down, every `step`-th, in a shuffled order (as a popularity sort gives). */
const ids = (from: number, n: number, step: number) =>
  Array.from({ length: n }, (_, i) => from - ((i * 7) % n) * step).filter((id) => id >= BASE);

describe('postSearchFilter for a common word', () => {
  it('answers membership as the index does, on both sides of the probe', async () => {
    const filter = await postSearchFilter(t.deps.db, WORD);
    if (!filter || 'ids' in filter) throw new Error('expected a common word');
    // Newest ids (the probe's), older ones close together (a range read) and far apart (seeks).
    const asked = [...ids(BASE + COUNT - 1, 400, 1), ...ids(BASE + 900, 50, 5), ...ids(BASE + 400, 20, 20)];
    expect([...(await filter.matching(asked))!].sort()).toEqual(asked.filter(matches).sort());
  });

  it('spends no seek on ids among the probe', async () => {
    const filter = await postSearchFilter(t.deps.db, WORD, { seekBudget: 0 });
    if (!filter || 'ids' in filter) throw new Error('expected a common word');
    // The probe reads the newest FEW_MATCHES + 1 matches, every third id: it covers the newest
    // 3 × FEW_MATCHES ids. Ids 9 apart would each cost a seek if the index were asked.
    const recent = ids(BASE + COUNT - 1, Math.floor((3 * FEW_MATCHES) / 9), 9);
    expect([...(await filter.matching(recent))!].sort()).toEqual(recent.filter(matches).sort());
    expect(await filter.matching(ids(BASE + 500, 40, 9))).toBeNull();
  });

  it('probes the oldest matches for a list oldest first, spending no seek on them', async () => {
    const filter = await postSearchFilter(t.deps.db, WORD, { side: 'oldest', seekBudget: 0 });
    if (!filter || 'ids' in filter) throw new Error('expected a common word');
    expect(filter.probe.side).toBe('oldest');
    expect(filter.probe.ids).toEqual(ids(BASE + 3 * FEW_MATCHES, FEW_MATCHES + 1, 3).sort((a, b) => a - b));
    expect(filter.probe.short).toBe(false);
    const early = ids(BASE + 3 * FEW_MATCHES - 1, Math.floor((3 * FEW_MATCHES) / 9), 9);
    expect([...(await filter.matching(early))!].sort()).toEqual(early.filter(matches).sort());
    expect(await filter.matching(ids(BASE + 1_500, 40, 9))).toBeNull();
  });

  it('reads only the candidates a list by date wants from a dense word, and the whole probe once it walks', async () => {
    const filter = await postSearchFilter(t.deps.db, WORD, { side: 'oldest', seekBudget: 0, want: 30 });
    if (!filter || 'ids' in filter) throw new Error('expected a common word');
    expect(filter.probe.ids).toEqual(ids(BASE + 3 * 30, 31, 3).sort((a, b) => a - b));
    expect(filter.probe.short).toBe(true);
    expect(filter.share).toBeCloseTo(1 / 3, 1);
    // Membership beyond the first 31 matches but within the whole probe's cover costs no seek.
    const early = ids(BASE + 3 * FEW_MATCHES - 1, Math.floor((3 * FEW_MATCHES) / 9), 9);
    expect([...(await filter.matching(early))!].sort()).toEqual(early.filter(matches).sort());
  });

  it('sorts a sparse word whole, however few candidates the list wants', async () => {
    const every = Array.from({ length: 20 }, (_, i) => BASE + i * 100);
    expect(await postSearchFilter(t.deps.db, SPARSE, { side: 'oldest', want: 5 })).toEqual({ ids: every });
    const newestFirst = [...every].reverse();
    expect(await postSearchFilter(t.deps.db, SPARSE, { side: 'newest', want: 5 })).toEqual({ ids: newestFirst });
    expect(await postSearchFilter(t.deps.db, SPARSE, { want: 40 })).toEqual({ ids: newestFirst });
  });
});
