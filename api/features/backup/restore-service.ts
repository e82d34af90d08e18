// Restores a backup archive into a data folder, checking it first: it must unpack, carry a
// manifest of this app, a database whose checksum, integrity check and row counts match the
// manifest, and a schema no newer than this code. Only then is the folder's current data moved
// aside (into before-restore-<time>/) and the archive's data put in its place.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as tar from 'tar';
import { readSqliteFile } from '../../../db/engines/sqlite/backup-file.ts';
import { codeSchemaVersion } from '../../../db/migrations-folder.ts';
import { DB_FILE, FILES_DIR, FORMAT, MANIFEST, isNotData, sha256File, type Manifest } from './archive-format.ts';
import { runningServerPid } from './server-pid.ts';

export class RestoreError extends Error {}

export interface RestoreReport {
  manifest: Manifest;
  restoredFiles: number;
  /** Where the data that was in the folder went (null when the folder held no data). */
  setAside: string | null;
}

function readManifest(dir: string): Manifest {
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
  return m;
}

function checkDatabase(dir: string, m: Manifest): void {
  const file = join(dir, DB_FILE);
  if (!existsSync(file)) throw new RestoreError('в архиве нет app.db');
  if (sha256File(file) !== m.db.sha256)
    throw new RestoreError('контрольная сумма app.db не совпадает с manifest.json: архив повреждён');
  readSqliteFile(file, (db) => {
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

/** Restores `archive` into `dataDir`. Throws RestoreError (in Russian) and changes nothing on any doubt. */
export async function restoreBackup(archive: string, dataDir: string, now = new Date()): Promise<RestoreReport> {
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
    const manifest = readManifest(work);
    checkDatabase(work, manifest);
    for (const f of manifest.files) {
      if (!existsSync(join(work, FILES_DIR, f.path)))
        throw new RestoreError(`в архиве нет файла ${f.path}, указанного в manifest.json`);
    }

    const current = readdirSync(dataDir).filter((n) => !isNotData(n) || n.startsWith('app.db'));
    let setAside: string | null = null;
    if (current.length) {
      setAside = join(dataDir, `before-restore-${now.toISOString().replace(/[:.]/g, '-')}`);
      mkdirSync(setAside);
      for (const name of current) renameSync(join(dataDir, name), join(setAside, name));
    }
    renameSync(join(work, DB_FILE), join(dataDir, DB_FILE));
    if (existsSync(join(work, FILES_DIR))) {
      for (const name of readdirSync(join(work, FILES_DIR)))
        renameSync(join(work, FILES_DIR, name), join(dataDir, name));
    }
    return { manifest, restoredFiles: manifest.files.length, setAside };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
