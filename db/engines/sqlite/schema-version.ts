// The newest migration applied to one SQLite file (backups and restores read it from files that
// no server has open).
import type Database from 'better-sqlite3';
import { schemaVersionAt, type SchemaVersion } from '../../migrations-folder.ts';

export function sqliteSchemaVersion(sqlite: Database.Database): SchemaVersion {
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return { when: 0, tag: null };
  const row = sqlite.prepare('select max(created_at) as w from __drizzle_migrations').get() as { w: number | null };
  return schemaVersionAt(Number(row.w ?? 0));
}
