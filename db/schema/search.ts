// The full-text index of materials, news, events, courses and quizzes: an FTS5 virtual
// table (created by custom migrations, last "search-prefix" with prefix indexes of 1 to 6
// characters; drizzle-kit cannot describe it).
// Its columns hold stemmed shadow text (sync/rules/search-text.ts), never the original.
// The rowid encodes the item: rowid = id * SEARCH_KIND_SLOTS + kind number.

export const SEARCH_TABLE = 'search_index';
export const SEARCH_KINDS = ['post', 'news', 'event', 'course', 'quizzes'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_KIND_SLOTS = 8;

export function searchRowid(kind: SearchKind, id: number): number {
  return id * SEARCH_KIND_SLOTS + SEARCH_KINDS.indexOf(kind);
}
