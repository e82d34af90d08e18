// The backup archive: one .tar.gz holding manifest.json, app.db (a consistent copy made with
// VACUUM INTO) and files/ (everything else of the data folder: uploads, the code outbox).
// The manifest lets a restore check the copy before it touches anything.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type Database from 'better-sqlite3';

export const MANIFEST = 'manifest.json';
export const DB_FILE = 'app.db';
export const FILES_DIR = 'files';
export const FORMAT = 1;
/** What a data folder holds besides the data itself; never copied into an archive. */
const NOT_DATA = new Set(['app.db', 'app.db-wal', 'app.db-shm', 'backups', 'server.pid']);
export const isNotData = (name: string) =>
  NOT_DATA.has(name) || name.startsWith('.restore-') || name.startsWith('before-restore-');

export interface Manifest {
  format: number;
  app: 'nauka';
  created_at: string;
  schema: { when: number; tag: string | null };
  tables: Record<string, number>;
  db: { bytes: number; sha256: string };
  files: { path: string; bytes: number }[];
}

export function sha256File(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Row counts of every table, FTS and internal tables included (they are data too). */
export function tableCounts(sqlite: Database.Database): Record<string, number> {
  const names = sqlite.prepare("select name from sqlite_master where type = 'table' order by name").all() as {
    name: string;
  }[];
  const counts: Record<string, number> = {};
  for (const { name } of names) {
    counts[name] = (
      sqlite.prepare(`select count(*) as n from "${name.replaceAll('"', '""')}"`).get() as { n: number }
    ).n;
  }
  return counts;
}
