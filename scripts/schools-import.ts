// `npm run schools:import -- <file.csv|file.xml>`: loads schools from the public registry's open data into the
// server's database (the PostgreSQL one of DATABASE_URL, else $DATA_DIR/app.db), as docs/schools.md describes.
// Safe to run again on the same or a newer file: schools are keyed by registry id, never duplicated.
import { existsSync } from 'node:fs';
import { seedReference } from '../db/seed/index.ts';
import { importSchools, schoolsOfFile } from '../api/features/schools/import-service.ts';
import { withServerStore } from './server-store.ts';

const file = process.argv[2];
if (!file || !existsSync(file)) {
  console.error('Использование / usage: npm run schools:import -- <file.csv|file.xml>');
  process.exit(2);
}
await withServerStore(async (store) => {
  await seedReference(store.db); // the regions and towns schools are matched to
  const started = Date.now();
  const report = await importSchools(store.db, schoolsOfFile(file));
  console.log(JSON.stringify({ ...report, seconds: (Date.now() - started) / 1000 }));
});
