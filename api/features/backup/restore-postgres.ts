// The PostgreSQL half of a restore: the archive's dump must be whole and of a schema this code
// knows, and no other session of the site's role may be using the database. The current database
// is dumped aside first; the restore replaces it in one transaction that also checks the row counts
// (db/engines/postgres/backup-dump.ts), so a refusal leaves it untouched.
import { join } from 'node:path';
import { mkdirSync, rmSync } from 'node:fs';
import {
  checkPostgresDump,
  dumpPostgres,
  otherSessions,
  pgCodeSchemaVersion,
  postgresContents,
  restorePostgresDump,
} from '../../../db/engines/postgres/backup-dump.ts';
import { PG_DUMP_FILE, RestoreError, type Manifest } from './archive-format.ts';

/** The name of the current database's dump in the before-restore folder. */
export const DUMP_BEFORE_RESTORE = 'database-before-restore.pgdump';

const reason = (e: unknown) => (e as Error).message;

export async function checkPostgresArchive(work: string, m: Manifest, url: string): Promise<void> {
  if (m.schema.when > pgCodeSchemaVersion().when) {
    throw new RestoreError(
      `архив сделан более новой версией сайта (схема ${m.schema.tag ?? m.schema.when}); обновите сайт перед восстановлением`,
    );
  }
  try {
    await checkPostgresDump(join(work, PG_DUMP_FILE));
  } catch (e) {
    throw new RestoreError(`${PG_DUMP_FILE} не читается: ${reason(e)}`);
  }
  let others: number;
  try {
    others = await otherSessions(url);
  } catch (e) {
    throw new RestoreError(`не удалось подключиться к базе PostgreSQL из DATABASE_URL: ${reason(e)}`);
  }
  if (others > 0)
    throw new RestoreError(
      `к базе подключено ещё ${others} сеансов того же пользователя (работающие серверы?): остановите их перед восстановлением`,
    );
}

/**
 * Dumps the current database into `aside`, restores the archive's dump over it and checks the row
 * counts once more after the commit. On a refusal the dump aside is deleted again: nothing changed.
 */
export async function restorePostgres(work: string, m: Manifest, url: string, aside: string): Promise<void> {
  mkdirSync(aside, { recursive: true });
  try {
    await dumpPostgres(url, join(aside, DUMP_BEFORE_RESTORE));
  } catch (e) {
    rmSync(aside, { recursive: true, force: true });
    throw new RestoreError(`не удалось сохранить текущую базу перед восстановлением: ${reason(e)}`);
  }
  try {
    await restorePostgresDump(url, join(work, PG_DUMP_FILE), m.tables, work);
  } catch (e) {
    rmSync(aside, { recursive: true, force: true });
    throw new RestoreError(`PostgreSQL не принял копию, база не изменена: ${reason(e)}`);
  }
  const { tables } = await postgresContents(url);
  for (const [table, n] of Object.entries(m.tables)) {
    if (tables[table] !== n)
      throw new Error(
        `после восстановления в таблице ${table} ${String(tables[table])} строк, а в manifest.json ${n}; прежняя база: ${join(aside, DUMP_BEFORE_RESTORE)}`,
      );
  }
}
