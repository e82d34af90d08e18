// Restores a backup archive into a data folder and its database, checking it first: it must unpack,
// carry a manifest of this app made with the engine the site runs on, a database whose checksum,
// integrity and row counts match the manifest, and a schema no newer than this code. Only then is
// the current data kept aside (into before-restore-<time>/) and the archive's data put in its place.
// PostgreSQL's part is in restore-postgres.ts.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { isPostgresUrl } from '../../../db/client.ts';
import { readSqliteFile } from '../../../db/engines/sqlite/backup-file.ts';
import { codeSchemaVersion } from '../../../db/migrations-folder.ts';
import type { Engine } from '../../../db/store.ts';
import {
  DB_FILE,
  FILES_DIR,
  FORMAT,
  MANIFEST,
  RestoreError,
  dbFileOf,
  engineOf,
  isNotData,
  sha256File,
  type Manifest,
} from './archive-format.ts';
import { checkPostgresArchive, restorePostgres } from './restore-postgres.ts';
import { runningServerPid } from './server-pid.ts';

export { RestoreError };

export interface RestoreReport {
  manifest: Manifest;
  restoredFiles: number;
  /** Where the data that was in the folder (and, on PostgreSQL, a dump of the database) went; null if none. */
  setAside: string | null;
}

export interface RestoreOptions {
  /** A postgres:// URL: the archive's dump replaces that database; absent, DATA_DIR/app.db. */
  databaseUrl?: string;
  now?: Date;
}

const ENGINE_NAME: Record<Engine, string> = { sqlite: 'SQLite', postgres: 'PostgreSQL' };

function readManifest(dir: string, engine: Engine): Manifest {
  const file = join(dir, MANIFEST);
  if (!existsSync(file)) throw new RestoreError('в архиве нет manifest.json: это не резервная копия сайта');
  let m: Manifest;
  try {
    m = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    throw new RestoreError('manifest.json повреждён');
  }
  if (m.app !== 'nauka' || m.format !== FORMAT || typeof m.tables !== 'object' || !m.db?.sha256) {
    throw new RestoreError(`manifest.json не подходит (app=${String(m.app)}, format=${String(m.format)})`);
  }
  if (engineOf(m) !== engine) {
    throw new RestoreError(
      `архив сделан с базой ${ENGINE_NAME[engineOf(m)]}, а сайт работает на ${ENGINE_NAME[engine]}` +
        (engine === 'postgres'
          ? ' (задан DATABASE_URL): восстановите архив в папку без DATABASE_URL и перенесите данные командой npm run db:copy'
          : ' (DATABASE_URL не задан): задайте DATABASE_URL базы PostgreSQL, в которую восстановить архив'),
    );
  }
  const dbFile = join(dir, dbFileOf(engine));
  if (!existsSync(dbFile)) throw new RestoreError(`в архиве нет ${dbFileOf(engine)}`);
  if (sha256File(dbFile) !== m.db.sha256)
    throw new RestoreError(`контрольная сумма ${dbFileOf(engine)} не совпадает с manifest.json: архив повреждён`);
  return m;
}

function checkSqliteDatabase(dir: string, m: Manifest): void {
  readSqliteFile(join(dir, DB_FILE), (db) => {
    const check = db.integrity();
    if (check !== 'ok') throw new RestoreError(`app.db не прошла проверку целостности: ${check}`);
    const schema = db.schemaVersion();
    if (schema.when > codeSchemaVersion().when) {
      throw new RestoreError(
        `архив сделан более новой версией сайта (схема ${schema.tag ?? schema.when}); обновите сайт перед восстановлением`,
      );
    }
    const counts = db.tableCounts();
    for (const [table, n] of Object.entries(m.tables)) {
      if (counts[table] !== n)
        throw new RestoreError(`в таблице ${table} ${String(counts[table])} строк, а в manifest.json ${n}`);
    }
  });
}

const stamp = (now: Date) => now.toISOString().replace(/[:.]/g, '-');

/** Moves `names` of dataDir into `aside` (created when needed). */
function moveAside(dataDir: string, names: string[], aside: string): void {
  if (!names.length) return;
  mkdirSync(aside, { recursive: true });
  for (const name of names) renameSync(join(dataDir, name), join(aside, name));
}

function moveFilesIn(work: string, dataDir: string): void {
  if (!existsSync(join(work, FILES_DIR))) return;
  for (const name of readdirSync(join(work, FILES_DIR))) renameSync(join(work, FILES_DIR, name), join(dataDir, name));
}

/** Restores `archive` into `dataDir`. Throws RestoreError (in Russian) and changes nothing on any doubt. */
export async function restoreBackup(
  archive: string,
  dataDir: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const now = options.now ?? new Date();
  const url = isPostgresUrl(options.databaseUrl) ? options.databaseUrl : undefined;
  if (!existsSync(archive)) throw new RestoreError(`файл не найден: ${archive}`);
  const pid = runningServerPid(dataDir);
  if (pid !== null)
    throw new RestoreError(
      `сервер (pid ${pid}) работает с папкой данных ${dataDir}: остановите его перед восстановлением`,
    );
  mkdirSync(dataDir, { recursive: true });
  const work = join(dataDir, `.restore-${process.pid}-${now.getTime()}`);
  mkdirSync(work);
  try {
    try {
      await tar.x({ file: archive, cwd: work, strict: true, gzip: true });
    } catch (e) {
      throw new RestoreError(`архив не читается (повреждён или это не .tar.gz): ${(e as Error).message}`);
    }
    const manifest = readManifest(work, url ? 'postgres' : 'sqlite');
    if (url) await checkPostgresArchive(work, manifest, url);
    else checkSqliteDatabase(work, manifest);
    for (const f of manifest.files) {
      if (!existsSync(join(work, FILES_DIR, f.path)))
        throw new RestoreError(`в архиве нет файла ${f.path}, указанного в manifest.json`);
    }

    const aside = join(dataDir, `before-restore-${stamp(now)}`);
    if (url) {
      // The database first: its restore is one transaction and may still refuse; the files after.
      await restorePostgres(work, manifest, url, aside);
      moveAside(
        dataDir,
        readdirSync(dataDir).filter((n) => !isNotData(n)),
        aside,
      );
    } else {
      moveAside(
        dataDir,
        readdirSync(dataDir).filter((n) => !isNotData(n) || n.startsWith('app.db')),
        aside,
      );
      renameSync(join(work, DB_FILE), join(dataDir, DB_FILE));
    }
    moveFilesIn(work, dataDir);
    return { manifest, restoredFiles: manifest.files.length, setAside: existsSync(aside) ? aside : null };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
