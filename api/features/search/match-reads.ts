// A word's matches as /search reads them before ranking: all of them when they are few, and each
// kind's count up to a cap, at a cost that does not grow with a common word's matches. Materials
// are most of any word's matches; the other kinds have few items, so their matches are read
// whole in one query and the materials' count is the rest of one count without a kind term.
// Never counts every match of a common word.
import type { Db } from '../../../db/store.ts';
import { SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { kindOfRowid, ofKinds, type SearchMatch } from './match.ts';
import { searchIndex } from './search-index.ts';

/** A word with fewer matches than this is answered from one read of all of them (page and counts). */
export const POOL = 128;

const OTHER_KINDS = SEARCH_KINDS.filter((k) => k !== 'post');

export interface MatchReads {
  /** Every match, newest first, when there are fewer than POOL; null otherwise. */
  pool: number[] | null;
  /** Without a pool: every match of a kind other than materials, newest first, when they are at most `othersCap`. */
  others: number[] | null;
}

/**
 * The pool, or (for a common word) the matches of the other kinds. Both are read oldest first:
 * FTS5 reads a term forwards more cheaply, and intersects terms by seeking only that way round.
 */
export async function readMatches(db: Db, match: SearchMatch, othersCap: number): Promise<MatchReads> {
  const read = await searchIndex.oldest(db, match, POOL);
  if (read.length < POOL) return { pool: read.reverse(), others: null };
  const others = await searchIndex.oldest(db, ofKinds(match, ...OTHER_KINDS), othersCap + 1);
  return { pool: null, others: others.length <= othersCap ? others.reverse() : null };
}

/**
 * Matches of each kind, each counted up to `cap` (exactly as a count of each kind up to `cap`
 * would give): from the pool when it holds every match; else the other kinds from their whole
 * read and materials as every match less those (at least POOL matches in all); each kind
 * counted on its own only when the other kinds have too many matches to read whole.
 */
export async function kindCounts(
  db: Db,
  match: SearchMatch,
  reads: MatchReads,
  cap: number,
): Promise<Record<SearchKind, number>> {
  const counts = Object.fromEntries(SEARCH_KINDS.map((k) => [k, 0])) as Record<SearchKind, number>;
  const { pool, others } = reads;
  if (!pool && !others) {
    for (const k of SEARCH_KINDS) counts[k] = await searchIndex.countUpTo(db, ofKinds(match, k), cap);
    return counts;
  }
  for (const rowid of pool ?? others ?? []) counts[kindOfRowid(rowid).kind] += 1;
  if (!pool) {
    const rest = others!.length;
    // Materials are every match less the other kinds; with at least POOL matches in all, they
    // reach `cap` without a count when the other kinds are few.
    counts.post = cap + rest <= POOL ? cap : (await searchIndex.countUpTo(db, match, cap + rest)) - rest;
  }
  for (const k of SEARCH_KINDS) counts[k] = Math.min(counts[k], cap);
  return counts;
}
