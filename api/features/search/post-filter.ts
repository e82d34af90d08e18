// The catalogue's search filter, at a cost that does not grow with the number of matches. A word
// with few matches gives all their ids (the list sorts them); a common word gives a membership
// test, so the list walks its own order and keeps the rows that match until the page is full.
// Never counts or sorts every match of a common word.
import type { Db } from '../../../db/client.ts';
import { SEARCH_KIND_SLOTS } from '../../../db/schema/search.ts';
import { ftsQuery } from './fts-query.ts';
import { ftsStatements } from './fts-statements.ts';
import { kindToken } from './indexer.ts';

/** Up to this many matches the list gets every id (exact, costs at most this many rows). */
export const FEW_MATCHES = 256;
/** The approximate fallback (and the capped total) reads at most this many newest matches. */
export const NEWEST_CAP = 1000;
/** Ids this close together are tested with one read of the index's rowid range between them. */
const RUN_GAP = 8;

export type PostSearchFilter =
  /** Every matching material's id (at most FEW_MATCHES); empty when nothing matches. */
  | { ids: number[] }
  | {
      /**
       * Which of `ids` match; null once the call's budget of single-row index seeks is spent
       * (ids far apart cost one seek each, which is what a popularity order gives).
       */
      matching: (ids: readonly number[]) => Set<number> | null;
      /** Ids of the NEWEST_CAP newest matches: the fallback candidates and the capped total. */
      newest: () => number[];
      /** The share of materials that match, estimated from the newest matches' id span (0 to 1). */
      share: number;
    };

/** The filter for `query` over published materials, or null when the query has no words. */
export function postSearchFilter(db: Db, query: string, seekBudget = 256): PostSearchFilter | null {
  const s = ftsStatements(db);
  const match = ftsQuery(query, (stem) => s.term.get(`"${stem}"`) !== undefined);
  if (!match) return null;
  const ofPosts = `(${match}) AND kind : ${kindToken('post')}`;
  const newest = (limit: number) => s.newest.all(ofPosts, limit).map(postId);
  // Read without the kind term first (intersecting with every material's kind token costs more
  // than the read); only when other kinds crowd the first rows is the kind asked for.
  const read = s.newest.all(match, FEW_MATCHES + 1);
  const posts = read.filter((rowid) => rowid % SEARCH_KIND_SLOTS === 0).map(postId);
  const probe = read.length <= FEW_MATCHES || posts.length > FEW_MATCHES ? posts : newest(FEW_MATCHES + 1);
  if (probe.length <= FEW_MATCHES) return { ids: probe };
  let seeks = seekBudget;
  const span = probe[0]! - probe.at(-1)! + 1;
  // The probe holds every match from its oldest id up: ids from there are answered without the index
  // (the newest rows, where a list by date starts).
  const known = new Set(probe);
  const floor = probe.at(-1)!;
  return {
    newest: () => newest(NEWEST_CAP),
    share: Math.min(1, probe.length / span),
    matching: (ids) => {
      const out = new Set<number>();
      const asked = new Set<number>();
      for (const id of ids) {
        if (id < floor) asked.add(id);
        else if (known.has(id)) out.add(id);
      }
      for (const run of runsOf(asked)) {
        if (run.length > 1) {
          const lo = BigInt(run[0]!) * BigInt(SEARCH_KIND_SLOTS);
          const hi = BigInt(run.at(-1)!) * BigInt(SEARCH_KIND_SLOTS);
          // Only the material slot of the ids asked (the range also holds other kinds and rows).
          for (const rowid of s.range.all(match, lo, hi))
            if (rowid % SEARCH_KIND_SLOTS === 0 && asked.has(postId(rowid))) out.add(postId(rowid));
          continue;
        }
        if (--seeks < 0) return null;
        if (s.one.get(match, BigInt(run[0]!) * BigInt(SEARCH_KIND_SLOTS)) !== undefined) out.add(run[0]!);
      }
      return out;
    },
  };
}

const postId = (rowid: number) => Math.floor(rowid / SEARCH_KIND_SLOTS);

/** `ids` sorted and split where two neighbours are more than RUN_GAP apart. */
function runsOf(ids: Iterable<number>): number[][] {
  const sorted = [...ids].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const id of sorted) {
    const run = runs.at(-1);
    if (run && id - run.at(-1)! <= RUN_GAP) run.push(id);
    else runs.push([id]);
  }
  return runs;
}
