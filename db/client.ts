// Opens the one SQLite file the server owns. WAL so readers never block the writer,
// foreign keys on because SQLite leaves them off by default. synchronous=FULL: a commit is
// on disk (WAL fsynced) before the server acknowledges it, so an acknowledged sync push or
// account change survives a power loss, not only a crash (docs/operations.md has the cost).
// Never imports api/ or web/.
import Database from 'better-sqlite3';
import { drizzle, type BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';

export type Db = BetterSQLite3Database;

export interface DbHandle {
  sqlite: Database.Database;
  db: Db;
  close: () => void;
}

export type Synchronous = 'FULL' | 'NORMAL';

export function openDb(file: string, options: { synchronous?: Synchronous } = {}): DbHandle {
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${options.synchronous ?? 'FULL'}`);
  const db = drizzle(sqlite);
  return { sqlite, db, close: () => sqlite.close() };
}
