// One page of a list filtered by a common search word: walks the list in its own order, in
// chunks that double, and keeps the rows the search index says match, until the page is full.
// The walk costs about (offset + limit) / (share of rows that match), whatever the table's size.

/** Rows walked at most before the caller falls back to its capped candidates. */
export const WALK_MAX_ROWS = 10_000;
const FIRST_CHUNK_MAX = 1024;

/**
 * Ids of the page (`offset`, `limit` counted among matching rows), in the list's order; null
 * when the walk passed WALK_MAX_ROWS or `matching` gave up (its budget spent).
 * `next(limit, offset)` answers the list's ids in order, without the search filter.
 */
export function walkPage(
  next: (limit: number, offset: number) => { id: number }[],
  search: { matching: (ids: readonly number[]) => Set<number> | null; share: number },
  q: { limit: number; offset: number },
): number[] | null {
  const { matching } = search;
  const need = q.offset + q.limit;
  const found: number[] = [];
  let walked = 0;
  // The first chunk sized by the estimated share of matching rows, so one chunk usually fills the page.
  const first = Math.min(FIRST_CHUNK_MAX, Math.ceil((need * 1.25) / Math.max(search.share, 1e-3)));
  for (let chunk = Math.max(need, first); walked < WALK_MAX_ROWS; chunk *= 2) {
    const ids = next(Math.min(chunk, WALK_MAX_ROWS - walked), walked).map((r) => r.id);
    const hits = matching(ids);
    if (!hits) return null;
    for (const id of ids) {
      if (!hits.has(id)) continue;
      found.push(id);
      if (found.length === need) return found.slice(q.offset);
    }
    if (ids.length < chunk) return found.slice(q.offset);
    walked += ids.length;
  }
  return null;
}
