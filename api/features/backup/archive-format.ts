// The backup archive: one .tar.gz holding manifest.json, app.db (a consistent copy made with
// VACUUM INTO) and files/ (everything else of the data folder: uploads, the code outbox).
// The manifest lets a restore check the copy before it touches anything.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

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
