// SQLite file tools for backups and restores: a consistent copy of a live database, and the checks
// a copy must pass (integrity, schema version, row counts) before anyone trusts it. Files no store
// owns are opened read-only; the source of a copy is never written.
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import type { SchemaVersion } from '../../migrations-folder.ts';
import type { Store } from '../../store.ts';
import type { SqliteStore } from './open-sqlite.ts';
import { sqliteSchemaVersion } from './schema-version.ts';

/** What can be read of a database file that is checked before it is trusted. */
export interface SqliteFileReader {
  /** 'ok', or SQLite's first complaint. */
  integrity(): string;
  /** The newest migration applied to the file. */
  schemaVersion(): SchemaVersion;
  /** Row counts of every table, FTS and internal tables included (they are data too). */
  tableCounts(): Record<string, number>;
}

/** True when `store` is a SQLite store, whose file these tools can copy. */
export function isSqliteStore(store: Store): store is SqliteStore {
  return store.engine === 'sqlite' && 'writer' in store && 'file' in store;
}

/**
 * Writes a consistent copy of a database to `destination` with VACUUM INTO (one read transaction;
 * writers go on in WAL mode). `source` is a live store, whose writer makes the copy once its open
 * transaction has ended, or the path of a file, opened read-only for the copy.
 */
export async function copySqliteDatabase(source: SqliteStore | string, destination: string): Promise<void> {
  if (typeof source !== 'string') {
    await source.db.run(sql`VACUUM INTO ${destination}`);
    return;
  }
  const file = new Database(source, { readonly: true, fileMustExist: true });
  try {
    file.prepare('VACUUM INTO ?').run(destination);
  } finally {
    file.close();
  }
}

function tableCounts(file: Database.Database): Record<string, number> {
  const names = file
    .prepare("select name from sqlite_master where type = 'table' order by name")
    .pluck()
    .all() as string[];
  const counts: Record<string, number> = {};
  for (const name of names) {
    counts[name] = file
      .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number;
  }
  return counts;
}

/** Opens the database file `path` read-only, lets `read` look at it, and closes it. */
export function readSqliteFile<T>(path: string, read: (file: SqliteFileReader) => T): T {
  const file = new Database(path, { readonly: true, fileMustExist: true });
  try {
    return read({
      integrity: () => String(file.pragma('integrity_check', { simple: true })),
      schemaVersion: () => sqliteSchemaVersion(file),
      tableCounts: () => tableCounts(file),
    });
  } finally {
    file.close();
  }
}
