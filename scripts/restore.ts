// `npm run restore -- <file>`: restores a backup archive into $DATA_DIR (default ./data) after
// checking it; refuses while the server runs on that folder; keeps the replaced data aside.
import { resolve } from 'node:path';
import { RestoreError, restoreBackup } from '../api/features/backup/restore-service.ts';

const dataDir = process.env.DATA_DIR ?? './data';
const archive = process.argv[2];
if (!archive) {
  console.error('Укажите архив: npm run restore -- <файл.tar.gz>');
  process.exit(2);
}

try {
  const report = await restoreBackup(resolve(archive), dataDir);
  const m = report.manifest;
  const rows = Object.values(m.tables).reduce((a, b) => a + b, 0);
  console.log(`Восстановлено в ${dataDir} из ${archive} (копия от ${m.created_at}, схема ${m.schema.tag ?? '—'}).`);
  console.log(
    `  проверено: целостность базы, контрольная сумма, ${Object.keys(m.tables).length} таблиц (${rows} строк), файлов ${report.restoredFiles}`,
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
