// A page of the catalogue by date, filtered by a common search word, from the search probe's
// matches alone: where dates follow ids (a site publishes what it writes), the first rows of a
// list by date are among the newest or oldest matches, so the page costs about offset + limit
// rows instead of a walk of (offset + limit) / share. Never answers a page it has not proved
// exact; null sends the caller to the walk (search-walk.ts).
import type { ProbeSide } from '../search/post-filter.ts';

/** Candidates taken from the probe for each row the page needs (the list's filters drop some). */
const MARGIN = 1.25;

/** How many of the probe's first ids a page needs (the probe reads one more: postSearchFilter's `want`). */
export const candidateCount = (q: { limit: number; offset: number }) => Math.ceil((q.offset + q.limit) * MARGIN);

/**
 * The list's first rows among the candidates and the outsiders: `firstOf(candidates, edge, n)`
 * answers at most `n` ids, in the list's order and with its filters, of rows that are either in
 * `candidates` or outside their id range (above `edge` oldest first, below it newest first).
 */
export type FirstOf = (candidates: readonly number[], edge: number, n: number) => Promise<number[]>;

/**
 * The page's ids (`offset`, `limit` counted among matching rows) of a list sorted by date from
 * the probe's side (oldest first from the oldest matches, newest first from the newest), or null
 * when the probe's first ids do not prove it.
 */
export async function knownPage(
  probe: { side: ProbeSide; ids: readonly number[] },
  firstOf: FirstOf,
  q: { limit: number; offset: number },
): Promise<number[] | null> {
  const need = q.offset + q.limit;
  const size = candidateCount(q);
  if (size > probe.ids.length) return null;
  // The probe holds every match from its first id to `edge`, so every match is a candidate or an
  // outsider: the list's first `need` rows of both, none an outsider, are its first `need` matches.
  const candidates = probe.ids.slice(0, size);
  const edge = candidates.at(-1)!;
  const beyond = probe.side === 'oldest' ? (id: number) => id > edge : (id: number) => id < edge;
  const rows = await firstOf(candidates, edge, need);
  if (rows.length < need || rows.some(beyond)) return null;
  return rows.slice(q.offset);
}
