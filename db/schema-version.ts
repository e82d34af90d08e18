// Which migrations the code ships and which a database has applied: the "schema version" that
// readiness checks and backup manifests compare. drizzle records each applied migration's
// journal time in __drizzle_migrations.created_at; the version is the newest such time.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { migrationsFolder } from './migrate.ts';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

export interface SchemaVersion {
  /** The newest migration's journal time (0 for an empty database). */
  when: number;
  /** Its tag, e.g. "0010_search-fts" (null when unknown to this code). */
  tag: string | null;
}

function journal(): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return parsed.entries;
}

/** The newest migration this code ships. */
export function codeSchemaVersion(): SchemaVersion {
  const last = journal().at(-1);
  return { when: last?.when ?? 0, tag: last?.tag ?? null };
}

/** The newest migration applied to `sqlite` (0 when none, or no migrations table). */
export function databaseSchemaVersion(sqlite: Database.Database): SchemaVersion {
  const table = sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'")
    .get();
  if (!table) return { when: 0, tag: null };
  const row = sqlite.prepare('select max(created_at) as w from __drizzle_migrations').get() as { w: number | null };
  const when = Number(row.w ?? 0);
  return { when, tag: journal().find((e) => e.when === when)?.tag ?? null };
}

/** Tags of shipped migrations the database has not applied yet. */
export function pendingMigrations(sqlite: Database.Database): string[] {
  const applied = databaseSchemaVersion(sqlite).when;
  return journal()
    .filter((e) => e.when > applied)
    .map((e) => e.tag);
}
