// Takes an online backup of a data folder while the server runs and writes: VACUUM INTO
// copies the database inside one read transaction (a consistent snapshot; writers go on in
// WAL mode), the other files are hard-linked (copied across file systems) into a staging
// folder, and everything goes into one .tar.gz with a manifest, written under a temporary
// name and renamed, so a half-written archive never looks like a backup.
import { copyFileSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import * as tar from 'tar';
import type { Store } from '../../../db/client.ts';
import { copySqliteDatabase, isSqliteStore, readSqliteFile } from '../../../db/engines/sqlite/backup-file.ts';
import { DB_FILE, FILES_DIR, FORMAT, MANIFEST, isNotData, sha256File, type Manifest } from './archive-format.ts';

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

/**
 * Backs up `dataDir` into `target` (default: dataDir/backups/nauka-backup-<time>.tar.gz).
 * `store` may be the server's own SQLite store (the copy waits for its open transaction); when
 * absent the database file is opened read-only. A PostgreSQL database is backed up by its own tools.
 */
export async function createBackup(
  dataDir: string,
  options: { target?: string; store?: Store } = {},
): Promise<{ file: string; manifest: Manifest }> {
  if (options.store && !isSqliteStore(options.store))
    throw new Error(`backups cover SQLite data folders; back up ${options.store.engine} with its own tools`);
  const target = options.target ?? join(dataDir, BACKUPS_DIR, defaultBackupName());
  const staging = join(dirname(target), `.staging-${process.pid}-${Date.now()}`);
  mkdirSync(staging, { recursive: true });
  try {
    const source = options.store && isSqliteStore(options.store) ? options.store : join(dataDir, DB_FILE);
    await copySqliteDatabase(source, join(staging, DB_FILE));
    const { tables, schema } = describeCopy(join(staging, DB_FILE));
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
      schema,
      tables,
      db: { bytes: statSync(join(staging, DB_FILE)).size, sha256: sha256File(join(staging, DB_FILE)) },
      files,
    };
    writeFileSync(join(staging, MANIFEST), JSON.stringify(manifest, null, 2));
    const partial = `${target}.part`;
    const entries = [MANIFEST, DB_FILE, ...(files.length ? [FILES_DIR] : [])];
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
