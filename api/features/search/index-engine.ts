// What each engine's search index module implements (index-sqlite.ts, index-postgres.ts): reads of
// rowids matching a SearchMatch and the writes that keep the index current. Both engines must answer
// the same rowids in the same order.
import type { Db } from '../../../db/store.ts';
import type { SearchMatch } from './match.ts';

/** One item's row: stemmed shadow text (sync/rules/search-text.ts) and its kind's token. */
export interface IndexRow {
  rowid: number;
  title: string;
  body: string;
  kind: string;
}

export interface SearchIndexEngine {
  /** Rowids of the newest matches (rowid order is id order), at most `n`. */
  newest(db: Db, m: SearchMatch, n: number): Promise<number[]>;
  /** Rowids of the oldest matches, at most `n` (FTS5 intersects terms cheaply this way round). */
  oldest(db: Db, m: SearchMatch, n: number): Promise<number[]>;
  /** The number of matches, counted up to `cap`. */
  countUpTo(db: Db, m: SearchMatch, cap: number): Promise<number>;
  /** Matches between two rowids (inclusive), in no particular order. */
  range(db: Db, m: SearchMatch, from: bigint, to: bigint): Promise<number[]>;
  /** Whether one rowid matches. */
  matches(db: Db, m: SearchMatch, at: bigint): Promise<boolean>;
  /** Whether `stem` is a whole word of the index (in any column). */
  isTerm(db: Db, stem: string): Promise<boolean>;
  /** Writes one item's row, replacing the one it had. */
  put(db: Db, row: IndexRow): Promise<void>;
  /** Removes one item's row, if any. */
  remove(db: Db, rowid: number): Promise<void>;
  /** Removes every row. */
  clear(db: Db): Promise<void>;
  /** Upkeep after a full rebuild, inside its transaction. */
  afterRebuild(db: Db): Promise<void>;
}
