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
 * The stated total of a page at `offset` with `length` of `limit` rows, from a capped count. Past the cap
 * the total is at least one more than this page reaches while the page is full, so a client that pages while
 * `offset + length < total` (the spec's) still finds the next page.
 */
export function statedTotal(counted: number, page: { offset: number; limit: number; length: number }): CappedTotal {
  if (counted <= TOTAL_CAP) return { total: counted, total_capped: false };
  const reached = page.offset + page.length + (page.length === page.limit ? 1 : 0);
  return { total: Math.max(TOTAL_CAP, reached), total_capped: true };
}
