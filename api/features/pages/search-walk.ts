// One page of a list filtered by a common search word: walks the list in its own order, in
// chunks sized by the share of matching rows, and keeps the rows the search index says match,
// until the page is full. The walk costs about (offset + limit) / (share of rows that match),
// whatever the table's size. Chunk sizes change only the cost, never the page.

/** Rows walked at most before the caller falls back to its capped candidates. */
export const WALK_MAX_ROWS = 10_000;
const FIRST_CHUNK_MAX = 1024;
/** A chunk after the first is never smaller (each chunk costs a query and an index read). */
const NEXT_CHUNK_MIN = 64;
/** Chunks are sized for this many times the rows still needed, so one chunk usually suffices. */
const MARGIN = 1.25;

/**
 * Ids of the page (`offset`, `limit` counted among matching rows), in the list's order; null
 * when the walk passed WALK_MAX_ROWS or `matching` gave up (its budget spent).
 * `next(limit, offset)` answers the list's ids in order, without the search filter.
 */
export async function walkPage(
  next: (limit: number, offset: number) => Promise<number[]>,
  search: { matching: (ids: readonly number[]) => Promise<Set<number> | null>; share: number },
  q: { limit: number; offset: number },
): Promise<number[] | null> {
  const { matching } = search;
  const need = q.offset + q.limit;
  const found: number[] = [];
  let walked = 0;
  // The first chunk sized by the estimated share of matching rows, so one chunk usually fills the page.
  const first = Math.min(FIRST_CHUNK_MAX, Math.ceil((need * MARGIN) / Math.max(search.share, 1e-3)));
  for (
    let chunk = Math.max(need, first);
    walked < WALK_MAX_ROWS;
    chunk = nextChunk(chunk, walked, found.length, need)
  ) {
    const asked = Math.min(chunk, WALK_MAX_ROWS - walked);
    const ids = await next(asked, walked);
    const hits = await matching(ids);
    if (!hits) return null;
    for (const id of ids) {
      if (!hits.has(id)) continue;
      found.push(id);
      if (found.length === need) return found.slice(q.offset);
    }
    if (ids.length < asked) return found.slice(q.offset);
    walked += ids.length;
  }
  return null;
}

/**
 * The size of the chunk after `walked` rows that held `found` matches: the rows still needed
 * over the share seen so far (the list's first rows may match less often than the estimate
 * said), at most double the last chunk (and double while nothing matched), so a walk never
 * asks more rows at once than plain doubling would.
 */
export function nextChunk(chunk: number, walked: number, found: number, need: number): number {
  if (!found) return chunk * 2;
  const estimate = Math.ceil(((need - found) * MARGIN * walked) / found);
  return Math.min(chunk * 2, Math.max(NEXT_CHUNK_MIN, estimate));
}
