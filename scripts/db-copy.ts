// `npm run db:copy -- <postgres url>`: moves the SQLite install at $DATA_DIR/app.db (default ./data)
// into an EMPTY PostgreSQL database (api/features/backup/copy-service.ts), then says what it copied.
// The server must be stopped; the SQLite file is only read. Afterwards start the server with
// DATABASE_URL=<that url>.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isPostgresUrl, openPostgresStore, openSqliteStore } from '../db/client.ts';
import { backupEnv } from '../api/features/backup/backup-env.ts';
import { copyDatabase, CopyError, type CopyProgress } from '../api/features/backup/copy-service.ts';
import { runningServerPid } from '../api/features/backup/server-pid.ts';

const url = process.argv[2];
if (!isPostgresUrl(url)) {
  console.error(
    'Укажите базу PostgreSQL: npm run db:copy -- postgres://user:password@host:5432/database\n' +
      'Give the PostgreSQL database: npm run db:copy -- postgres://user:password@host:5432/database',
  );
  process.exit(2);
}

function fail(message: string): never {
  console.error(`Перенос не сделан / copy failed: ${message}`);
  process.exit(1);
}

const { dataDir } = backupEnv();
const file = join(dataDir, 'app.db');
if (!existsSync(file)) fail(`нет файла ${file} / no SQLite database at ${file} (DATA_DIR)`);
const pid = runningServerPid(dataDir);
if (pid !== null) fail(`сервер (pid ${pid}) работает с ${dataDir}: остановите его / stop the server first`);

// Long tables (10,000 rows and more) print a line at most every 2 seconds while they copy.
let lastLine = 0;
const progress = ({ table, copied, total }: CopyProgress) => {
  const now = Date.now();
  if (total < 10_000 || (copied < total && now - lastLine < 2000)) return;
  lastLine = now;
  console.log(`  ${table}: ${copied}${copied < total ? ` / ${total}…` : ''}`);
};

const source = openSqliteStore(file);
const target = openPostgresStore(url, { poolSize: 2 });
try {
  console.log(`Перенос ${file} -> PostgreSQL / copying ${file} to PostgreSQL`);
  const started = Date.now();
  const report = await copyDatabase(source, target, progress);
  const rows = report.tables.reduce((a, t) => a + t.rows, 0);
  console.log(
    `Готово / done: ${report.tables.length} таблиц / tables, ${rows} строк / rows, ${Date.now() - started} ms`,
  );
  for (const t of report.tables) console.log(`  ${t.table}: ${t.rows}`);
  console.log(`  поисковый индекс / search index: ${report.searchIndexed}`);
  console.log('Запустите сервер с DATABASE_URL=<этот адрес> / start the server with DATABASE_URL=<this url>');
} catch (e) {
  process.exitCode = 1;
  console.error(`Перенос не сделан / copy failed: ${e instanceof CopyError ? e.message : String((e as Error).stack)}`);
} finally {
  await source.close();
  await target.close();
}
