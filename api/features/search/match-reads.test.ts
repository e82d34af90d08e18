// Each kind's count from match-reads.ts must equal a count of that kind alone, capped, on every
// path: the pool (few matches), the other kinds read whole (materials counted without a kind
// term, or not at all), and the other kinds counted one by one when they are too many.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS, searchRowid, type SearchKind } from '../../../db/schema/search.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { kindCounts, POOL, readMatches } from './match-reads.ts';
import { kindToken, ofKinds, type SearchMatch } from './match.ts';
import { searchIndex } from './search-index.ts';

const CAP = 101;
const OTHERS_CAP = 404;
let t: TestApp;
let nextId = 1_000_000;

/** Index rows holding `word` for `n[kind]` new items of each kind, ids interleaved across kinds. */
async function index(word: string, n: Partial<Record<SearchKind, number>>) {
  const left = { ...n };
  await t.deps.db.transaction(async (tx) => {
    while (SEARCH_KINDS.some((k) => (left[k] ?? 0) > 0))
      for (const k of SEARCH_KINDS) {
        if (!left[k]) continue;
        left[k] -= 1;
        await tx.run(
          sql`insert into search_index (rowid, title, body, kind) values (${searchRowid(k, nextId++)}, ${`${word} заголовок`}, 'текст', ${kindToken(k)})`,
        );
      }
  });
}

/** A match of one whole word. */
const whole = (stem: string): SearchMatch => ({ terms: [{ stem, prefix: false }] });

/** What counting each kind on its own gives (the former way). */
async function reference(match: SearchMatch): Promise<Record<SearchKind, number>> {
  const counts: Partial<Record<SearchKind, number>> = {};
  for (const k of SEARCH_KINDS)
    counts[k] = Math.min(CAP, await searchIndex.countUpTo(t.deps.db, ofKinds(match, k), 1_000_000));
  return counts as Record<SearchKind, number>;
}

beforeAll(async () => {
  t = await createTestApp();
  await index('alef', { post: 40, news: 3, event: 2 });
  await index('bet', { post: 300, news: 3, quizzes: 1 });
  await index('gimel', { post: 300, news: 60, event: 20, course: 5 });
  await index('dalet', { post: 50, news: 90, event: 30 });
  await index('he', { post: 20, news: 450 });
  await index('vav', { post: 400 });
});
afterAll(async () => {
  await t.close();
});

describe('kindCounts', () => {
  it('counts each kind as a count of that kind alone would, capped', async () => {
    for (const word of ['alef', 'bet', 'gimel', 'dalet', 'he', 'vav']) {
      const match = whole(word);
      expect(await kindCounts(t.deps.db, match, await readMatches(t.deps.db, match, OTHERS_CAP), CAP), word).toEqual(
        await reference(match),
      );
    }
  });

  it('reads every match newest first when there are fewer than POOL', async () => {
    const reads = await readMatches(t.deps.db, whole('alef'), OTHERS_CAP);
    expect(reads.pool).toHaveLength(45);
    expect(reads.pool).toEqual([...reads.pool!].sort((a, b) => b - a));
    expect(reads.others).toBeNull();
  });

  it('reads the other kinds whole, newest first, up to their cap', async () => {
    const gimel = await readMatches(t.deps.db, whole('gimel'), OTHERS_CAP);
    expect(gimel.pool).toBeNull();
    expect(gimel.others).toHaveLength(85);
    expect(gimel.others).toEqual([...gimel.others!].sort((a, b) => b - a));
    expect(gimel.others!.every((rowid) => rowid % 8 !== 0)).toBe(true);
    expect(await readMatches(t.deps.db, whole('he'), OTHERS_CAP)).toEqual({ pool: null, others: null });
    expect(await readMatches(t.deps.db, whole('vav'), OTHERS_CAP)).toEqual({ pool: null, others: [] });
    expect(POOL).toBeLessThan(300);
  });
});
