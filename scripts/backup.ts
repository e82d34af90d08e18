// `npm run backup -- [file]`: an online backup of $DATA_DIR (default ./data) and its database (the
// SQLite file, or with DATABASE_URL=postgres://… a pg_dump of that database) into one .tar.gz
// (default $DATA_DIR/backups/nauka-backup-<time>.tar.gz). Safe while the server runs and writes.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { backupEnv } from '../api/features/backup/backup-env.ts';
import { createBackup } from '../api/features/backup/backup-service.ts';

const target = process.argv[2] ? resolve(process.argv[2]) : undefined;

try {
  const { dataDir, databaseUrl } = backupEnv();
  if (target) mkdirSync(dirname(target), { recursive: true });
  else mkdirSync(join(dataDir, 'backups'), { recursive: true });
  const { file, manifest } = await createBackup(dataDir, { target, databaseUrl });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Резервная копия готова: ${file}`);
  console.log(
    `  ${manifest.engine === 'postgres' ? 'PostgreSQL' : 'SQLite'}, схема ${manifest.schema.tag ?? '—'}, таблиц ${Object.keys(manifest.tables).length}, строк ${rows}, файлов ${manifest.files.length}, ${manifest.created_at}`,
  );
} catch (e) {
  console.error(`Резервная копия не сделана: ${(e as Error).message}`);
  process.exit(1);
}
