// The FTS5 index's queries (FTS5 tables are not drizzle tables). Each is one SQL text with
// placeholders, rendered once, whose statement the engine keeps prepared: building SQL per call
// cost more than the index's own work. Rowids are bound as BigInt: better-sqlite3 binds a JS
// number as a REAL, and FTS5 ignores a rowid constraint whose value is not an integer (it answers
// rows outside it).
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';

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

export const fts = {
  /** Rowids of the newest matches (rowid order is id order), at most `n`. */
  newest: (db: Db, q: string, n: number) => db.$pluck<number>(NEWEST, { match: q, limit: n }),
  /** Rowids of the oldest matches, at most `n` (an intersection of terms is cheap this way round). */
  oldest: (db: Db, q: string, n: number) => db.$pluck<number>(OLDEST, { match: q, limit: n }),
  /** The number of matches, counted up to `cap`. */
  countUpTo: async (db: Db, q: string, cap: number) =>
    (await db.$pluck<number>(COUNT_UP_TO, { match: q, limit: cap }))[0] ?? 0,
  /** Matches between two rowids. */
  range: (db: Db, q: string, from: bigint, to: bigint) => db.$pluck<number>(RANGE, { match: q, low: from, high: to }),
  /** Whether one rowid matches. */
  matches: async (db: Db, q: string, at: bigint) => (await db.$pluck<number>(ONE, { match: q, rowid: at })).length > 0,
  /** Whether a stem is a whole word of the index: one match read lazily (a vocabulary table counts every row). */
  isTerm: async (db: Db, q: string) => (await db.$pluck<number>(TERM, { match: q })).length > 0,
};
