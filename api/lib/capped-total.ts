// Totals of lists that grow with their tables: a list counts at most TOTAL_CAP + 1 of its rows, so a
// request never counts a whole table (issue 44). Past the cap the answer says so (`total_capped`) and
// clients show 'более 1 000' and page on while pages come back full. Never count without the cap here.

/** The largest total a list states exactly. */
export const TOTAL_CAP = 1_000;

/** A list's total as its answer states it: the spec's `total`, and whether it is a lower bound. */
export interface CappedTotal {
  total: number;
  total_capped: boolean;
}

/**
 * Rows a capped count reads: `db.select({ n: sql<number>`count(*)` }).from(rows.limit(COUNTED_ROWS).as('capped_rows'))`
 * is one statement on either engine, `select count(*) from (select … limit 1001)`.
 */
export const COUNTED_ROWS = TOTAL_CAP + 1;

/**
 * A count that read at most COUNTED_ROWS rows: `matched` of them match, and `partial` when rows were left
 * unread (a count driven by one filter's index), so `matched` is only a lower bound of the total.
 */
export interface BoundedCount {
  matched: number;
  partial: boolean;
}

/**
 * The stated total of a page at `offset` with `length` of `limit` rows, from a capped count. Past the cap
 * the total is at least one more than this page reaches while the page is full, so a client that pages while
 * `offset + length < total` (the spec's) still finds the next page. A partial count states its lower bound the
 * same way, capped, unless the page itself ends the list below the cap: then its total is known.
 */
export function statedTotal(
  counted: number | BoundedCount,
  page: { offset: number; limit: number; length: number },
): CappedTotal {
  const { matched, partial } = typeof counted === 'number' ? { matched: counted, partial: false } : counted;
  if (matched <= TOTAL_CAP && !partial) return { total: matched, total_capped: false };
  const full = page.length === page.limit;
  const ends = !full && (page.length > 0 || page.offset === 0) && page.offset + page.length <= TOTAL_CAP;
  if (partial && ends) return { total: page.offset + page.length, total_capped: false };
  const reached = page.offset + page.length + (full ? 1 : 0);
  return { total: Math.max(Math.min(matched, TOTAL_CAP), reached), total_capped: true };
}
