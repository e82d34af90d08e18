// Takes an online backup of a data folder and its database while the server runs and writes: on
// SQLite VACUUM INTO copies the database inside one read transaction (a consistent snapshot; writers
// go on in WAL mode), on PostgreSQL pg_dump dumps one snapshot; the other files are hard-linked
// (copied across file systems) into a staging folder, and everything goes into one .tar.gz with a
// manifest, written under a temporary name and renamed, so a half-written archive never looks like a backup.
import { copyFileSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as tar from 'tar';
import { isPostgresUrl, type PostgresStore, type Store } from '../../../db/client.ts';
import { dumpPostgres } from '../../../db/engines/postgres/backup-dump.ts';
import { copySqliteDatabase, isSqliteStore, readSqliteFile } from '../../../db/engines/sqlite/backup-file.ts';
import type { Engine } from '../../../db/store.ts';
import { dbFileOf, FILES_DIR, FORMAT, MANIFEST, isNotData, sha256File, type Manifest } from './archive-format.ts';

export const BACKUPS_DIR = 'backups';

function linkOrCopy(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/** Every regular file under `dir`, as paths relative to it. */
function listFiles(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full, base));
    else if (entry.isFile()) out.push(relative(base, full));
  }
  return out;
}

function defaultBackupName(now = new Date()): string {
  return `nauka-backup-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
}

/** The copy's row counts and schema, after it passed its integrity check. */
function describeCopy(file: string): Pick<Manifest, 'tables' | 'schema'> {
  return readSqliteFile(file, (copy) => {
    const check = copy.integrity();
    if (check !== 'ok') throw new Error(`the copy failed its integrity check: ${check}`);
    return { tables: copy.tableCounts(), schema: copy.schemaVersion() };
  });
}

export interface BackupOptions {
  target?: string;
  /** The server's own store (SQLite: the copy waits for its open transaction). */
  store?: Store;
  /** Without a store: a postgres:// URL backs up that database, else dataDir/app.db is read. */
  databaseUrl?: string;
}

/** Copies the database into `staging`: its engine, row counts and schema version. */
async function copyDatabase(
  dataDir: string,
  staging: string,
  options: BackupOptions,
): Promise<Pick<Manifest, 'tables' | 'schema'> & { engine: Engine }> {
  const { store, databaseUrl } = options;
  if (store?.engine === 'postgres' || (!store && isPostgresUrl(databaseUrl))) {
    const url = store ? (store as PostgresStore).url : databaseUrl!;
    return { engine: 'postgres', ...(await dumpPostgres(url, join(staging, dbFileOf('postgres')))) };
  }
  const copy = join(staging, dbFileOf('sqlite'));
  await copySqliteDatabase(store && isSqliteStore(store) ? store : join(dataDir, dbFileOf('sqlite')), copy);
  return { engine: 'sqlite', ...describeCopy(copy) };
}

/**
 * Backs up `dataDir` and its database into `target` (default:
 * dataDir/backups/nauka-backup-<time>.tar.gz). Without a store the SQLite file is opened read-only.
 */
export async function createBackup(
  dataDir: string,
  options: BackupOptions = {},
): Promise<{ file: string; manifest: Manifest }> {
  const target = options.target ?? join(dataDir, BACKUPS_DIR, defaultBackupName());
  const staging = join(dirname(target), `.staging-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    const { engine, tables, schema } = await copyDatabase(dataDir, staging, options);
    const dbFile = join(staging, dbFileOf(engine));
    const files: Manifest['files'] = [];
    for (const name of readdirSync(dataDir)) {
      if (isNotData(name)) continue;
      const full = join(dataDir, name);
      const rels = statSync(full).isDirectory() ? listFiles(full).map((r) => join(name, r)) : [name];
      for (const rel of rels) {
        linkOrCopy(join(dataDir, rel), join(staging, FILES_DIR, rel));
        files.push({ path: rel, bytes: statSync(join(dataDir, rel)).size });
      }
    }
    const manifest: Manifest = {
      format: FORMAT,
      app: 'nauka',
      created_at: new Date().toISOString(),
      engine,
      schema,
      tables,
      db: { bytes: statSync(dbFile).size, sha256: sha256File(dbFile) },
      files,
    };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${target}.part`;
    const entries = [MANIFEST, dbFileOf(engine), ...(files.length ? [FILES_DIR] : [])];
    await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
    renameSync(partial, target);
    return { file: target, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** Deletes the oldest scheduled archives in dataDir/backups beyond the newest `keep`. */
export function rotateBackups(dataDir: string, keep: number): string[] {
  const dir = join(dataDir, BACKUPS_DIR);
  const archives = readdirSync(dir)
    .filter((n) => n.startsWith('nauka-backup-') && n.endsWith('.tar.gz'))
    .map((n) => ({ n, t: statSync(join(dir, n)).mtimeMs }))
    .sort((a, b) => b.t - a.t || b.n.localeCompare(a.n));
  const removed = archives.slice(keep).map((a) => a.n);
  for (const n of removed) rmSync(join(dir, n), { force: true });
  return removed;
}
