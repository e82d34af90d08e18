// Each kind's count from match-reads.ts must equal a count of that kind alone, capped, on every
// path: the pool (few matches), the other kinds read whole (materials counted without a kind
// term, or not at all), and the other kinds counted one by one when they are too many.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_KINDS, searchRowid, type SearchKind } from '../../../db/schema/search.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { kindToken } from './indexer.ts';
import { kindCounts, POOL, readMatches } from './match-reads.ts';

const CAP = 101;
const OTHERS_CAP = 404;
let t: TestApp;
let nextId = 1_000_000;

/** Index rows holding `word` for `n[kind]` new items of each kind, ids interleaved across kinds. */
function index(word: string, n: Partial<Record<SearchKind, number>>) {
  const insert = t.deps.sqlite.prepare('insert into search_index (rowid, title, body, kind) values (?, ?, ?, ?)');
  const left = { ...n };
  t.deps.sqlite.transaction(() => {
    while (SEARCH_KINDS.some((k) => (left[k] ?? 0) > 0))
      for (const k of SEARCH_KINDS) {
        if (!left[k]) continue;
        left[k] -= 1;
        insert.run(searchRowid(k, nextId++), `${word} заголовок`, 'текст', kindToken(k));
      }
  })();
}

/** What counting each kind on its own gives (the former way). */
function reference(match: string): Record<SearchKind, number> {
  const count = t.deps.sqlite.prepare<[string], number>('select count(*) from search_index where search_index match ?');
  return Object.fromEntries(
    SEARCH_KINDS.map((k) => [k, Math.min(CAP, count.pluck().get(`(${match}) AND kind : ${kindToken(k)}`)!)]),
  ) as Record<SearchKind, number>;
}

beforeAll(() => {
  t = createTestApp();
  index('alef', { post: 40, news: 3, event: 2 });
  index('bet', { post: 300, news: 3, quizzes: 1 });
  index('gimel', { post: 300, news: 60, event: 20, course: 5 });
  index('dalet', { post: 50, news: 90, event: 30 });
  index('he', { post: 20, news: 450 });
  index('vav', { post: 400 });
});
afterAll(() => t.close());

describe('kindCounts', () => {
  it('counts each kind as a count of that kind alone would, capped', () => {
    for (const word of ['alef', 'bet', 'gimel', 'dalet', 'he', 'vav']) {
      const match = `"${word}"`;
      expect(kindCounts(t.deps.db, match, readMatches(t.deps.db, match, OTHERS_CAP), CAP), word).toEqual(
        reference(match),
      );
    }
  });

  it('reads every match newest first when there are fewer than POOL', () => {
    const reads = readMatches(t.deps.db, '"alef"', OTHERS_CAP);
    expect(reads.pool).toHaveLength(45);
    expect(reads.pool).toEqual([...reads.pool!].sort((a, b) => b - a));
    expect(reads.others).toBeNull();
  });

  it('reads the other kinds whole, newest first, up to their cap', () => {
    const gimel = readMatches(t.deps.db, '"gimel"', OTHERS_CAP);
    expect(gimel.pool).toBeNull();
    expect(gimel.others).toHaveLength(85);
    expect(gimel.others).toEqual([...gimel.others!].sort((a, b) => b - a));
    expect(gimel.others!.every((rowid) => rowid % 8 !== 0)).toBe(true);
    expect(readMatches(t.deps.db, '"he"', OTHERS_CAP)).toEqual({ pool: null, others: null });
    expect(readMatches(t.deps.db, '"vav"', OTHERS_CAP)).toEqual({ pool: null, others: [] });
    expect(POOL).toBeLessThan(300);
  });
});
