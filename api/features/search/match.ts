// What a search asks of the index, as data rather than one engine's query language: each engine's
// module (index-sqlite.ts, index-postgres.ts) renders it. Every word is stemmed as the index was
// (sync/rules/search-text.ts) and all are required; the last one is also a prefix, so a half-typed
// word finds. Never holds text a user typed unstemmed: stems are only letters and digits.
import { SEARCH_KIND_SLOTS, SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { queryStems } from '../../../sync/rules/search-text.ts';

export interface SearchTerm {
  stem: string;
  /** Matches every indexed word that starts with `stem`, not only `stem` itself. */
  prefix: boolean;
}

export interface SearchMatch {
  /** Every term is required. */
  terms: readonly SearchTerm[];
  /** Only items of these kinds (any kind when absent). */
  kinds?: readonly SearchKind[];
  /** Only items whose title holds every term. */
  titleOnly?: boolean;
}

/**
 * The match of a user's query, or null when it has no words. The last word is a prefix only
 * when it is not a whole indexed word (`isTerm`): on SQLite a prefix of 1 to 6 characters is read
 * from the index's prefix indexes (migration 0022_search-prefix) lazily, like a word, but a longer
 * one makes FTS5 merge the doclists of every word it starts, which costs as much as those words
 * have matches, while a whole word is read lazily and stops at the page's end.
 */
export async function searchMatch(
  query: string | undefined,
  isTerm: (stem: string) => Promise<boolean> | boolean = () => false,
): Promise<SearchMatch | null> {
  const stems = queryStems(query ?? '');
  const last = stems.at(-1);
  if (last === undefined) return null;
  const lastWhole = await isTerm(last);
  return { terms: stems.map((stem, i) => ({ stem, prefix: i === stems.length - 1 && !lastWhole })) };
}

/** `match` limited to `kinds`. */
export const ofKinds = (match: SearchMatch, ...kinds: SearchKind[]): SearchMatch => ({ ...match, kinds });

/** `match` limited to `kind`, or as it is without one. */
export const ofKind = (match: SearchMatch, kind: SearchKind | undefined): SearchMatch =>
  kind ? ofKinds(match, kind) : match;

/** `match` limited to titles. */
export const inTitle = (match: SearchMatch): SearchMatch => ({ ...match, titleOnly: true });

/** The word stored in the `kind` column: one search of one kind is then an index intersection on SQLite. */
export const kindToken = (kind: SearchKind) => `k${kind}`;

export function kindOfRowid(rowid: number): { kind: SearchKind; id: number } {
  return { kind: SEARCH_KINDS[rowid % SEARCH_KIND_SLOTS]!, id: Math.floor(rowid / SEARCH_KIND_SLOTS) };
}
