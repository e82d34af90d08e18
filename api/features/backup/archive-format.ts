// The backup archive: one .tar.gz holding manifest.json, the database (SQLite: app.db, a consistent
// copy made with VACUUM INTO; PostgreSQL: app.pgdump, a pg_dump in its custom format) and files/
// (everything else of the data folder: uploads, the code outbox). The manifest names the engine and
// lets a restore check the copy before it touches anything.
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';
import type { Engine } from '../../../db/store.ts';

export const MANIFEST = 'manifest.json';
export const DB_FILE = 'app.db';
export const PG_DUMP_FILE = 'app.pgdump';
/** The archive's database file for each engine. */
export const dbFileOf = (engine: Engine) => (engine === 'postgres' ? PG_DUMP_FILE : DB_FILE);
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
  /** Archives made before PostgreSQL existed have none: they are SQLite's. */
  engine?: Engine;
  schema: { when: number; tag: string | null };
  tables: Record<string, number>;
  db: { bytes: number; sha256: string };
  files: { path: string; bytes: number }[];
}

export const engineOf = (m: Manifest): Engine => m.engine ?? 'sqlite';

/** A restore's refusal, in Russian; the data it would replace is untouched. */
export class RestoreError extends Error {}

/** Read in chunks: a database dump may not fit in memory. */
export function sha256File(file: string): string {
  const hash = createHash('sha256');
  const buffer = Buffer.alloc(1 << 20);
  const fd = openSync(file, 'r');
  try {
    for (let n = readSync(fd, buffer); n > 0; n = readSync(fd, buffer)) hash.update(buffer.subarray(0, n));
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}
