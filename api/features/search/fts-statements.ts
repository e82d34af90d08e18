// The FTS5 index's queries, prepared once per database (FTS5 tables are not drizzle tables, and
// building SQL per call cost more than the index's own work). Rowids are bound as BigInt:
// better-sqlite3 binds a JS number as a REAL, and FTS5 ignores a rowid constraint whose value is
// not an integer (it answers rows outside it).
import { sqliteOf } from '../../lib/db-version.ts';
import { perDb } from '../../lib/per-db.ts';

export const ftsStatements = perDb((db) => {
  const sqlite = sqliteOf(db);
  return {
    /** Rowids of the newest matches (rowid order is id order), at most `limit`. */
    newest: sqlite
      .prepare<[string, number], number>(
        'select rowid from search_index where search_index match ? order by rowid desc limit ?',
      )
      .pluck(),
    /** Rowids of the oldest matches, at most `limit` (an intersection of terms is cheap this way round). */
    oldest: sqlite
      .prepare<[string, number], number>(
        'select rowid from search_index where search_index match ? order by rowid asc limit ?',
      )
      .pluck(),
    /** The number of matches, counted up to `cap`. */
    countUpTo: sqlite
      .prepare<[string, number], number>(
        'select count(*) from (select 1 from search_index where search_index match ? limit ?)',
      )
      .pluck(),
    /** Matches between two rowids. */
    range: sqlite
      .prepare<[string, bigint, bigint], number>(
        'select rowid from search_index where search_index match ? and rowid between ? and ?',
      )
      .pluck(),
    /** Whether one rowid matches. */
    one: sqlite
      .prepare<[string, bigint], number>('select 1 from search_index where search_index match ? and rowid = ?')
      .pluck(),
    /** Whether a stem is a whole word of the index: one match read lazily (a vocabulary table counts every row). */
    term: sqlite.prepare<[string], number>('select 1 from search_index where search_index match ? limit 1').pluck(),
  };
});
