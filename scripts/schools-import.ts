// `npm run schools:import -- <file.csv|file.xml>`: loads schools from the public registry's open data into the
// server's database (the PostgreSQL one of DATABASE_URL, else $DATA_DIR/app.db), as docs/schools.md describes.
// Safe to run again on the same or a newer file: schools are keyed by registry id, never duplicated.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../db/client.ts';
import { seedReference } from '../db/seed/index.ts';
import { backupEnv } from '../api/features/backup/backup-env.ts';
import { importSchools, schoolsOfFile } from '../api/features/schools/import-service.ts';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Использование / usage: npm run schools:import -- <file.csv|file.xml>');
  process.exit(2);
}
let env;
try {
  env = backupEnv();
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}
const store = openStore({ databaseUrl: env.databaseUrl, sqliteFile: join(env.dataDir, 'app.db') });
try {
  await store.migrate();
  await seedReference(store.db); // the regions and towns schools are matched to
  const started = Date.now();
  const report = await importSchools(store.db, schoolsOfFile(file));
  console.log(JSON.stringify({ ...report, seconds: (Date.now() - started) / 1000 }));
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exitCode = 1;
} finally {
  await store.close();
}
