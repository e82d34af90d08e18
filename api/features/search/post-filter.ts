// The catalogue's search filter, at a cost that does not grow with the number of matches. A word
// with few matches gives all their ids (the list sorts them); a common word gives a membership
// test, so the list walks its own order and keeps the rows that match until the page is full.
// Never counts or sorts every match of a common word.
import type { Db } from '../../../db/store.ts';
import { SEARCH_KIND_SLOTS } from '../../../db/schema/search.ts';
import { ofKinds, searchMatch, type SearchMatch } from './match.ts';
import { searchIndex } from './search-index.ts';

/** Up to this many matches the list gets every id (exact, costs at most this many rows). */
export const FEW_MATCHES = 256;
/** The approximate fallback (and the capped total) reads at most this many newest matches. */
export const NEWEST_CAP = 1000;
/** Rows a probe reads beyond the materials it wants, so a few other kinds among them cost no second read. */
const OTHER_KINDS_SLACK = 16;
/**
 * A word at least this dense among its first matches (matches per id) gives a list by date only
 * the candidates its page needs (known-page.ts); a sparser one reads the whole probe, so a word
 * with few matches is still sorted whole.
 */
const DENSE_SHARE = 1 / 64;
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
      matching: (ids: readonly number[]) => Promise<Set<number> | null>;
      /** Ids of the NEWEST_CAP newest matches: the fallback candidates and the capped total. */
      newest: () => Promise<number[]>;
      /** The share of materials that match, estimated from the probe's id span (0 to 1). */
      share: number;
      /**
       * The probe's ids (FEW_MATCHES + 1, or `want` + 1 of a dense word), from its side: newest
       * first or oldest first. It holds every match between its first and last id, and so does
       * any run of its first ids. `short` when it holds only the `want` + 1 asked for, so a
       * caller that could not use it may ask again without `want` for the whole probe.
       */
      probe: { side: ProbeSide; ids: number[]; short: boolean };
    };

/**
 * Which end of the index the probe reads: the newest matches (where a list newest first starts)
 * or the oldest (a list oldest first).
 */
export type ProbeSide = 'newest' | 'oldest';

/**
 * The filter for `query` over published materials, or null when the query has no words. Its probe
 * reads FEW_MATCHES + 1 matches from `side`, or only `want` + 1 for a dense word (a list by date
 * needs no more); single-row index seeks are limited to `seekBudget`.
 */
export async function postSearchFilter(
  db: Db,
  query: string,
  { side = 'newest', seekBudget = 256, want }: { side?: ProbeSide; seekBudget?: number; want?: number } = {},
): Promise<PostSearchFilter | null> {
  const match = await searchMatch(query, (stem) => searchIndex.isTerm(db, stem));
  if (!match) return null;
  const ofPosts = ofKinds(match, 'post');
  const newest = async (limit: number) => (await searchIndex.newest(db, ofPosts, limit)).map(postId);
  const read = (m: SearchMatch, n: number) =>
    side === 'newest' ? searchIndex.newest(db, m, n) : searchIndex.oldest(db, m, n);
  /** The first `n` materials' ids from `side`, and whether they are every match. */
  const probeOf = async (n: number): Promise<{ ids: number[]; every: boolean }> => {
    // Read without the kind term first (intersecting with every material's kind token costs more
    // than the read); only when other kinds crowd the first rows is the kind asked for.
    const rows = await read(match, n + OTHER_KINDS_SLACK);
    const posts = rows.filter((rowid) => rowid % SEARCH_KIND_SLOTS === 0).map(postId);
    if (rows.length < n + OTHER_KINDS_SLACK || posts.length >= n)
      return { ids: posts.slice(0, n), every: posts.length < n };
    const ids = (await read(ofPosts, n)).map(postId);
    return { ids, every: ids.length < n };
  };
  /**
   * The filter of a word with more matches than `first` holds. `whole()` answers the full probe
   * (FEW_MATCHES + 1 ids, read only if the walk asks for membership): the matching test needs
   * its wider cover, or a walk would spend its seeks sooner.
   */
  const commonWord = (first: number[], short: boolean, whole: () => Promise<number[]>): PostSearchFilter => {
    let seeks = seekBudget;
    let cover: { inProbe: (id: number) => boolean; known: Set<number> } | undefined;
    // The probe holds every match from its last id on (up from the newest side, down from the
    // oldest): ids there are answered without the index (where a list by date starts).
    const coverOf = (ids: number[]) => {
      const [low, high] = side === 'newest' ? [ids.at(-1)!, ids[0]!] : [ids[0]!, ids.at(-1)!];
      const inProbe = side === 'newest' ? (id: number) => id >= low : (id: number) => id <= high;
      return { inProbe, known: new Set(ids) };
    };
    return {
      newest: () => newest(NEWEST_CAP),
      share: spanShare(first),
      probe: { side, ids: first, short },
      matching: async (ids) => {
        const { inProbe, known } = (cover ??= coverOf(await whole()));
        const out = new Set<number>();
        const asked = new Set<number>();
        for (const id of ids) {
          if (!inProbe(id)) asked.add(id);
          else if (known.has(id)) out.add(id);
        }
        for (const run of runsOf(asked)) {
          if (run.length > 1) {
            const lo = BigInt(run[0]!) * BigInt(SEARCH_KIND_SLOTS);
            const hi = BigInt(run.at(-1)!) * BigInt(SEARCH_KIND_SLOTS);
            // Only the material slot of the ids asked (the range also holds other kinds and rows).
            for (const rowid of await searchIndex.range(db, match, lo, hi))
              if (rowid % SEARCH_KIND_SLOTS === 0 && asked.has(postId(rowid))) out.add(postId(rowid));
            continue;
          }
          if (--seeks < 0) return null;
          if (await searchIndex.matches(db, match, BigInt(run[0]!) * BigInt(SEARCH_KIND_SLOTS))) out.add(run[0]!);
        }
        return out;
      },
    };
  };
  if (want !== undefined && want < FEW_MATCHES) {
    const quick = await probeOf(want + 1);
    if (quick.every) return { ids: quick.ids };
    if (spanShare(quick.ids) >= DENSE_SHARE)
      return commonWord(quick.ids, true, async () => (await probeOf(FEW_MATCHES + 1)).ids);
  }
  const probe = await probeOf(FEW_MATCHES + 1);
  if (probe.every) return { ids: probe.ids };
  return commonWord(probe.ids, false, () => Promise.resolve(probe.ids));
}

/** The share of ids that match, estimated from consecutive matches' id span (0 to 1). */
const spanShare = (ids: readonly number[]) =>
  ids.length ? Math.min(1, ids.length / (Math.abs(ids.at(-1)! - ids[0]!) + 1)) : 0;

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
