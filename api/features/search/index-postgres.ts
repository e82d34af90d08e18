// The search index on PostgreSQL (migrations db/migrations-postgres/0001_search.sql, 0005_search-ordered.sql):
// the same stemmed shadow text as SQLite's FTS5 index, matched through tsvector columns whose lexemes are
// its words, each word's prefixes of 1 to 6 characters ('<prefix>*') and the item's kind ('#k<kind>').
// A SearchMatch becomes one tsquery, so every filter is one GIN condition: the planner then either walks
// the primary key in rowid order and stops at the limit (a common word) or reads the posting lists (a
// rare one, intersected by GIN's fast scan), never ranking every match of a word. Each read's SQL is
// built once, so the engine renders it once. Rowid order is the primary key's, as on SQLite.
import { sql, type SQL } from 'drizzle-orm';
import { kindToken, type SearchMatch, type SearchTerm } from './match.ts';
import type { SearchIndexEngine } from './index-engine.ts';

const query = sql.placeholder('query');
const limit = sql.placeholder('limit');

/** Prefixes up to this length are lexemes of their own (migration 0005_search-ordered). */
const PREFIX_LEXEME_MAX = 6;

/** A term's tsquery operand: the word, its prefix lexeme, or (longer than those) a prefix search. */
const operand = (t: SearchTerm): string =>
  !t.prefix ? `'${t.stem}'` : [...t.stem].length <= PREFIX_LEXEME_MAX ? `'${t.stem}*'` : `'${t.stem}':*`;

/**
 * The tsquery, read as written (a cast, not to_tsquery, which would split '*' and '#' off): each stem
 * quoted (only letters and digits, so quoting is safe, and the parser keeps such a run one word, as it
 * did when indexing), all required, and the kinds' lexemes as one alternative.
 */
export const tsQuery = (m: SearchMatch): string => {
  const parts = m.terms.map(operand);
  if (m.kinds?.length) parts.push(`( ${m.kinds.map((k) => `'#${kindToken(k)}'`).join(' | ')} )`);
  return parts.join(' & ');
};

type Read = 'newest' | 'oldest' | 'count' | 'range' | 'one';

/** Each read's SQL per shape (title or whole text, with or without a kind filter), built once. */
const built = new Map<string, SQL>();

function statement(read: Read, m: SearchMatch): SQL {
  const key = `${read}:${m.titleOnly ? 't' : 'd'}`;
  let s = built.get(key);
  if (!s) {
    const column = sql.raw(m.titleOnly ? 'title_doc' : 'doc');
    const where = sql`${column} @@ ${query}::tsquery`;
    s = {
      newest: sql`select rowid from search_index where ${where} order by rowid desc limit ${limit}`,
      oldest: sql`select rowid from search_index where ${where} order by rowid asc limit ${limit}`,
      // In rowid order, so a common word's count walks the primary key and stops at the cap.
      count: sql`select count(*) from (select 1 from search_index where ${where} order by rowid limit ${limit}) as m`,
      range: sql`select rowid from search_index where ${where} and rowid between ${sql.placeholder('low')} and ${sql.placeholder('high')}`,
      one: sql`select 1 from search_index where ${where} and rowid = ${sql.placeholder('rowid')}`,
    }[read];
    built.set(key, s);
  }
  return s;
}

const values = (m: SearchMatch, more: Record<string, unknown>) => ({ query: tsQuery(m), ...more });

const TERM = sql`select 1 from search_index where doc @@ ${query}::tsquery limit 1`;

export const postgresSearchIndex: SearchIndexEngine = {
  newest: (db, m, n) => db.$pluck<number>(statement('newest', m), values(m, { limit: n })),
  oldest: (db, m, n) => db.$pluck<number>(statement('oldest', m), values(m, { limit: n })),
  countUpTo: async (db, m, cap) => (await db.$pluck<number>(statement('count', m), values(m, { limit: cap })))[0] ?? 0,
  range: (db, m, from, to) => db.$pluck<number>(statement('range', m), values(m, { low: from, high: to })),
  matches: async (db, m, at) => (await db.$pluck<number>(statement('one', m), values(m, { rowid: at }))).length > 0,
  isTerm: async (db, stem) => (await db.$pluck<number>(TERM, { query: `'${stem}'` })).length > 0,

  put: async (db, row) => {
    await db.run(
      sql`insert into search_index (rowid, title, body, kind) values (${row.rowid}, ${row.title}, ${row.body}, ${row.kind})
          on conflict (rowid) do update set title = excluded.title, body = excluded.body, kind = excluded.kind`,
    );
  },
  remove: async (db, at) => {
    await db.run(sql`delete from search_index where rowid = ${at}`);
  },
  clear: async (db) => {
    await db.run(sql`delete from search_index`);
  },
  // The rows a rebuild wrote wait in the GIN indexes' pending lists, which every search reads whole (on a
  // small table the planner then walks the table instead): merged first. Then fresh statistics of the new
  // rows, so the planner weighs a word's matches against the rowid order rightly (ANALYZE may run inside
  // the rebuild's transaction and counts its own rows).
  afterRebuild: async (db) => {
    await db.run(
      sql`select gin_clean_pending_list('search_index_doc_idx'), gin_clean_pending_list('search_index_title_doc_idx')`,
    );
    await db.run(sql`analyze search_index`);
  },
};
