// The search index on PostgreSQL (migration db/migrations-postgres/0001_search.sql): the same
// stemmed shadow text as SQLite's FTS5 index, matched through tsvector columns with the 'simple'
// configuration (the text is stemmed already, and 'simple' drops no word). A SearchMatch becomes a
// tsquery string and a kind filter on the `kind` column; each shape's SQL is built once, so the
// engine renders it once. Rowid order is the primary key's, as on SQLite.
import { sql, type SQL } from 'drizzle-orm';
import { kindToken, type SearchMatch } from './match.ts';
import type { SearchIndexEngine } from './index-engine.ts';

const query = sql.placeholder('query');
const kinds = sql.placeholder('kinds');
const limit = sql.placeholder('limit');

/**
 * The tsquery: each stem quoted (only letters and digits, so quoting is safe), `:*` on a prefix,
 * all required. The parser splits a stem as it split the indexed text, so both agree on words.
 */
export const tsQuery = (m: SearchMatch): string => m.terms.map((t) => `'${t.stem}'${t.prefix ? ':*' : ''}`).join(' & ');

type Read = 'newest' | 'oldest' | 'count' | 'range' | 'one';

/** Each read's SQL per shape (title or whole text, with or without a kind filter), built once. */
const built = new Map<string, SQL>();

function statement(read: Read, m: SearchMatch): SQL {
  const key = `${read}:${m.titleOnly ? 't' : 'd'}:${m.kinds?.length ? 'k' : ''}`;
  let s = built.get(key);
  if (!s) {
    const column = sql.raw(m.titleOnly ? 'title_doc' : 'doc');
    const where = sql`${column} @@ to_tsquery('simple', ${query})${m.kinds?.length ? sql` and kind = any(${kinds})` : sql``}`;
    s = {
      newest: sql`select rowid from search_index where ${where} order by rowid desc limit ${limit}`,
      oldest: sql`select rowid from search_index where ${where} order by rowid asc limit ${limit}`,
      count: sql`select count(*) from (select 1 from search_index where ${where} limit ${limit}) as m`,
      range: sql`select rowid from search_index where ${where} and rowid between ${sql.placeholder('low')} and ${sql.placeholder('high')}`,
      one: sql`select 1 from search_index where ${where} and rowid = ${sql.placeholder('rowid')}`,
    }[read];
    built.set(key, s);
  }
  return s;
}

const values = (m: SearchMatch, more: Record<string, unknown>) => ({
  query: tsQuery(m),
  kinds: m.kinds?.map(kindToken) ?? [],
  ...more,
});

const TERM = sql`select 1 from search_index where doc @@ to_tsquery('simple', ${query}) limit 1`;

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
  // Fresh statistics of the new rows, so the planner weighs a word's matches against the rowid
  // order rightly (ANALYZE may run inside the rebuild's transaction and counts its own rows).
  afterRebuild: async (db) => {
    await db.run(sql`analyze search_index`);
  },
};
