// walkPage on a list in memory: whatever the chunk sizes, the page must be the matching rows in
// the list's order; chunks after the first follow the share of matches seen, never more than
// doubling; a walk cut by WALK_MAX_ROWS gives up rather than answer a short page.
import { describe, expect, it } from 'vitest';
import { nextChunk, WALK_MAX_ROWS, walkPage } from './search-walk.ts';

/** A list of `size` ids where `matches(i)` says which match, recording each chunk asked. */
function list(size: number, matches: (id: number) => boolean) {
  const ids = Array.from({ length: size }, (_, i) => i + 1);
  const asked: number[] = [];
  return {
    asked,
    next: async (limit: number, offset: number) => {
      asked.push(limit);
      return ids.slice(offset, offset + limit);
    },
    matching: async (chunk: readonly number[]) => new Set(chunk.filter(matches)),
    expected: (offset: number, limit: number) => ids.filter(matches).slice(offset, offset + limit),
  };
}

describe('walkPage', () => {
  it('answers the matching rows in order for any share, page and estimate', async () => {
    for (const every of [1, 3, 10, 37])
      for (const share of [1, 0.2, 0.01])
        for (const [offset, limit] of [
          [0, 18],
          [18, 18],
          [100, 40],
          [2_000, 5],
        ] as const) {
          // The first rows match less often than the rest, as on a site whose newest items differ.
          const l = list(30_000, (id) => (id < 300 ? id % (every * 4) === 0 : id % every === 0));
          const page = await walkPage(l.next, { matching: l.matching, share }, { offset, limit });
          if (page) expect(page, `${every} ${share} ${offset}`).toEqual(l.expected(offset, limit));
          else expect(l.asked.reduce((a, b) => a + b, 0)).toBe(WALK_MAX_ROWS);
        }
  });

  it('sizes the next chunk from the rows still needed, at most double the last', async () => {
    const l = list(10_000, (id) => id > 60 && id % 10 === 0);
    expect(await walkPage(l.next, { matching: l.matching, share: 0.1 }, { offset: 0, limit: 18 })).toEqual(
      l.expected(0, 18),
    );
    // 225 rows held 16 matches: the last 2 need about 35 more rows, so the next chunk is the minimum.
    expect(l.asked).toEqual([225, 64]);
    expect(nextChunk(225, 225, 16, 18)).toBe(64);
    expect(nextChunk(225, 225, 1, 18)).toBe(450);
    expect(nextChunk(225, 225, 0, 18)).toBe(450);
    expect(nextChunk(1024, 1024, 10, 200)).toBe(2048);
    expect(nextChunk(1024, 1024, 150, 200)).toBe(427);
  });

  it('gives up past WALK_MAX_ROWS, even when the last chunk is cut short by it', async () => {
    const l = list(50_000, (id) => id % 1_000 === 0);
    expect(await walkPage(l.next, { matching: l.matching, share: 0.001 }, { offset: 0, limit: 18 })).toBeNull();
    expect(l.asked.reduce((a, b) => a + b, 0)).toBe(WALK_MAX_ROWS);
    const end = list(900, (id) => id % 100 === 0);
    expect(await walkPage(end.next, { matching: end.matching, share: 0.01 }, { offset: 0, limit: 18 })).toEqual(
      end.expected(0, 18),
    );
  });

  it('gives up when the membership test does', async () => {
    const l = list(1_000, () => true);
    expect(await walkPage(l.next, { matching: async () => null, share: 1 }, { offset: 0, limit: 18 })).toBeNull();
  });
});
