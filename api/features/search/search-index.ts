// The search index as services use it, on either engine: reads of rowids matching a SearchMatch
// (rowid = id * SEARCH_KIND_SLOTS + kind number, so rowid order is id order) and the writes that
// keep it current. Each engine's module renders the match in its own query language; callers never
// build one. Both must answer the same rowids in the same order.
import type { Db } from '../../../db/store.ts';
import { sqliteSearchIndex } from './index-sqlite.ts';
import { postgresSearchIndex } from './index-postgres.ts';
import type { SearchIndexEngine } from './index-engine.ts';

/** The index of `db`'s engine. */
export const searchIndexOf = (db: Db): SearchIndexEngine =>
  db.$engine === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;

/** Every operation of the index, on whichever engine `db` runs. */
export const searchIndex: SearchIndexEngine = {
  newest: (db, m, n) => searchIndexOf(db).newest(db, m, n),
  oldest: (db, m, n) => searchIndexOf(db).oldest(db, m, n),
  countUpTo: (db, m, cap) => searchIndexOf(db).countUpTo(db, m, cap),
  range: (db, m, from, to) => searchIndexOf(db).range(db, m, from, to),
  matches: (db, m, at) => searchIndexOf(db).matches(db, m, at),
  isTerm: (db, stem) => searchIndexOf(db).isTerm(db, stem),
  put: (db, row) => searchIndexOf(db).put(db, row),
  remove: (db, rowid) => searchIndexOf(db).remove(db, rowid),
  clear: (db) => searchIndexOf(db).clear(db),
  afterRebuild: (db) => searchIndexOf(db).afterRebuild(db),
};
