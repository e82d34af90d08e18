// What the database looked like, as one string: equal strings mean no row has changed in
// between. total_changes() counts every row this connection wrote, data_version moves when
// another connection (a script, a restore) commits, schema_version when a table changes.
// Answers kept while the string stays the same are never staler than freshly computed ones.
import type Database from 'better-sqlite3';
import type { Db } from '../../db/client.ts';
import { perDb } from './per-db.ts';

export function versionReader(sqlite: Database.Database): () => string {
  const stmt = sqlite
    .prepare(
      'select total_changes(), d.data_version, s.schema_version from pragma_data_version d, pragma_schema_version s',
    )
    .raw();
  return () => (stmt.get() as number[]).join(':');
}

/** The better-sqlite3 handle under drizzle (drizzle() keeps it as $client), for what drizzle cannot express. */
export const sqliteOf = (db: Db): Database.Database => (db as Db & { $client: Database.Database }).$client;

/** The version of the database `db` opens (the reader prepared once per database). */
export const dbVersion = perDb((db) => versionReader(sqliteOf(db)));
