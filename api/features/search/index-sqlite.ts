// The search index on SQLite: an FTS5 table (not a drizzle table), asked with MATCH strings
// rendered from a SearchMatch. Each query is one SQL text with placeholders, rendered once, whose
// statement the engine keeps prepared: building SQL per call cost more than the index's own work.
// Rowids are bound as BigInt: better-sqlite3 binds a JS number as a REAL, and FTS5 ignores a rowid
// constraint whose value is not an integer (it answers rows outside it).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { kindToken, type SearchMatch } from './match.ts';
import type { IndexRow, SearchIndexEngine } from './index-engine.ts';

const match = sql.placeholder('match');
const limit = sql.placeholder('limit');
const low = sql.placeholder('low');
const high = sql.placeholder('high');
const rowid = sql.placeholder('rowid');

const NEWEST = sql`select rowid from search_index where search_index match ${match} order by rowid desc limit ${limit}`;
const OLDEST = sql`select rowid from search_index where search_index match ${match} order by rowid asc limit ${limit}`;
const COUNT_UP_TO = sql`select count(*) from (select 1 from search_index where search_index match ${match} limit ${limit})`;
const RANGE = sql`select rowid from search_index where search_index match ${match} and rowid between ${low} and ${high}`;
const ONE = sql`select 1 from search_index where search_index match ${match} and rowid = ${rowid}`;
const TERM = sql`select 1 from search_index where search_index match ${match} limit 1`;

/**
 * The FTS5 expression: quoted stems (only letters and digits, so quoting is safe) joined by AND,
 * a prefix marked `*`; then the title column filter, then the kind column's tokens.
 */
export function ftsExpression(m: SearchMatch): string {
  let expr = m.terms.map((t) => (t.prefix ? `"${t.stem}"*` : `"${t.stem}"`)).join(' AND ');
  if (m.titleOnly) expr = `title : (${expr})`;
  if (m.kinds?.length) {
    const tokens = m.kinds.map(kindToken);
    expr = `(${expr}) AND kind : ${tokens.length === 1 ? tokens[0] : `(${tokens.join(' OR ')})`}`;
  }
  return expr;
}

const pluck = (db: Db, query: typeof NEWEST, m: SearchMatch, values: Record<string, unknown> = {}) =>
  db.$pluck<number>(query, { match: ftsExpression(m), ...values });

export const sqliteSearchIndex: SearchIndexEngine = {
  newest: (db, m, n) => pluck(db, NEWEST, m, { limit: n }),
  oldest: (db, m, n) => pluck(db, OLDEST, m, { limit: n }),
  countUpTo: async (db, m, cap) => (await pluck(db, COUNT_UP_TO, m, { limit: cap }))[0] ?? 0,
  range: (db, m, from, to) => pluck(db, RANGE, m, { low: from, high: to }),
  matches: async (db, m, at) => (await pluck(db, ONE, m, { rowid: at })).length > 0,
  // One match read lazily: a vocabulary table would count every row.
  isTerm: async (db, stem) => (await db.$pluck<number>(TERM, { match: `"${stem}"` })).length > 0,

  put: async (db, row: IndexRow) => {
    await db.run(sql`delete from search_index where rowid = ${row.rowid}`);
    await db.run(
      sql`insert into search_index (rowid, title, body, kind) values (${row.rowid}, ${row.title}, ${row.body}, ${row.kind})`,
    );
  },
  remove: async (db, at) => {
    await db.run(sql`delete from search_index where rowid = ${at}`);
  },
  clear: async (db) => {
    await db.run(sql`delete from search_index`);
  },
  // Merges the index's segments into one, as a rebuild leaves many.
  afterRebuild: async (db) => {
    await db.run(sql`insert into search_index (search_index) values ('optimize')`);
  },
};
