// Turns a user's query into an FTS5 MATCH expression over the stemmed index: every word
// stemmed as the index was (sync/rules/search-text.ts), all required, the last one also
// as a prefix so a half-typed word finds. Stems hold only letters and digits, so quoting is safe.
import { SEARCH_KIND_SLOTS, SEARCH_KINDS, type SearchKind } from '../../../db/schema/search.ts';
import { queryStems } from '../../../sync/rules/search-text.ts';

/**
 * The MATCH expression, or null when the query has no words. The last word is a prefix only
 * when it is not a whole indexed word (`isTerm`). A prefix of 1 to 6 characters is read from the
 * index's prefix indexes (migration 0022_search-prefix) lazily, like a word; a longer one makes
 * FTS5 merge the doclists of every word it starts, which costs as much as those words have
 * matches, while a whole word is read lazily and stops at the page's end.
 */
export async function ftsQuery(
  query: string | undefined,
  isTerm: (stem: string) => Promise<boolean> | boolean = () => false,
): Promise<string | null> {
  const stems = queryStems(query ?? '');
  const last = stems.at(-1);
  if (last === undefined) return null;
  const lastWhole = await isTerm(last);
  return stems.map((s, i) => (i === stems.length - 1 && !lastWhole ? `"${s}"*` : `"${s}"`)).join(' AND ');
}

export function kindOfRowid(rowid: number): { kind: SearchKind; id: number } {
  return { kind: SEARCH_KINDS[rowid % SEARCH_KIND_SLOTS]!, id: Math.floor(rowid / SEARCH_KIND_SLOTS) };
}
