// `npm run db:migrate`: apply migrations to $DATA_DIR/app.db without starting the server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openDb } from './client.ts';
import { applyMigrations } from './migrate.ts';

const dataDir = process.env.DATA_DIR ?? './data';
mkdirSync(dataDir, { recursive: true });
const handle = openDb(join(dataDir, 'app.db'));
applyMigrations(handle.db);
handle.close();
console.log(`Миграции применены: ${join(dataDir, 'app.db')}`);
