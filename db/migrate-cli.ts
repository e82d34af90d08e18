// `npm run db:migrate`: apply migrations to $DATA_DIR/app.db without starting the server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { openSqliteStore } from './client.ts';

const dataDir = process.env.DATA_DIR ?? './data';
mkdirSync(dataDir, { recursive: true });
const store = openSqliteStore(join(dataDir, 'app.db'));
await store.migrate();
await store.close();
console.log(`Миграции применены: ${join(dataDir, 'app.db')}`);
