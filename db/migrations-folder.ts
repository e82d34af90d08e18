// Which migrations the code ships: the "schema version" that readiness checks and backup manifests
// compare. drizzle records each applied migration's journal time; the version is the newest one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** PostgreSQL's (db/engines/postgres/pg-tables.ts derives its tables from the same schema). */
export const pgMigrationsFolder = fileURLToPath(new URL('./migrations-postgres', import.meta.url));

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

function journal(folder = migrationsFolder): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return parsed.entries;
}

/** The newest migration this code ships. */
export function codeSchemaVersion(): SchemaVersion {
  const last = journal().at(-1);
  return { when: last?.when ?? 0, tag: last?.tag ?? null };
}

/** The version whose newest applied migration has journal time `when`. */
export function schemaVersionAt(when: number): SchemaVersion {
  return { when, tag: journal().find((e) => e.when === when)?.tag ?? null };
}

/** Tags of shipped migrations newer than the applied journal time `appliedWhen`. */
export function pendingMigrationTags(appliedWhen: number, folder = migrationsFolder): string[] {
  return journal(folder)
    .filter((e) => e.when > appliedWhen)
    .map((e) => e.tag);
}
