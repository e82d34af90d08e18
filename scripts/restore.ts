// `npm run restore -- <file>`: restores a backup archive into $DATA_DIR (default ./data) and its
// database (the SQLite file, or with DATABASE_URL=postgres://… that database) after checking it;
// refuses while a server uses them; keeps the replaced data aside.
import { resolve } from 'node:path';
import { backupEnv } from '../api/features/backup/backup-env.ts';
import { RestoreError, restoreBackup } from '../api/features/backup/restore-service.ts';

const archive = process.argv[2];
if (!archive) {
  console.error('Укажите архив: npm run restore -- <файл.tar.gz>');
  process.exit(2);
}

try {
  const { dataDir, databaseUrl } = backupEnv();
  const report = await restoreBackup(resolve(archive), dataDir, { databaseUrl });
  const m = report.manifest;
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  const where = m.engine === 'postgres' ? `${dataDir} и базу PostgreSQL` : dataDir;
  console.log(`Восстановлено в ${where} из ${archive} (копия от ${m.created_at}, схема ${m.schema.tag ?? '—'}).`);
  console.log(
    m.engine === 'postgres'
      ? `  проверено: контрольная сумма, дамп, ${Object.keys(m.tables).length} таблиц (${rows} строк), файлов ${report.restoredFiles}`
      : `  проверено: целостность базы, контрольная сумма, ${Object.keys(m.tables).length} таблиц (${rows} строк), файлов ${report.restoredFiles}`,
  );
  console.log(report.setAside ? `  прежние данные сохранены в ${report.setAside}` : '  папка данных была пустой');
  console.log('  запустите сервер: недостающие миграции применятся при старте');
} catch (e) {
  console.error(
    e instanceof RestoreError
      ? `Восстановление отменено, данные не тронуты: ${e.message}`
      : `Восстановление не удалось: ${(e as Error).message}`,
  );
  process.exit(1);
}
