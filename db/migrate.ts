// Applies the committed drizzle-kit migrations; safe to call at every start.
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { Db } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export function applyMigrations(db: Db): void {
  migrate(db, { migrationsFolder });
}
