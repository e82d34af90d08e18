// `npm run backup -- [file]`: an online backup of $DATA_DIR (default ./data) into one .tar.gz
// (default $DATA_DIR/backups/nauka-backup-<time>.tar.gz). Safe while the server runs and writes.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { createBackup } from '../api/features/backup/backup-service.ts';

const dataDir = process.env.DATA_DIR ?? './data';
const target = process.argv[2] ? resolve(process.argv[2]) : undefined;

try {
  if (target) mkdirSync(dirname(target), { recursive: true });
  else mkdirSync(`${dataDir}/backups`, { recursive: true });
  const { file, manifest } = await createBackup(dataDir, { target });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  console.log(`Резервная копия готова: ${file}`);
  console.log(
    `  схема ${manifest.schema.tag ?? '—'}, таблиц ${Object.keys(manifest.tables).length}, строк ${rows}, файлов ${manifest.files.length}, ${manifest.created_at}`,
  );
} catch (e) {
  console.error(`Резервная копия не сделана: ${(e as Error).message}`);
  process.exit(1);
}
