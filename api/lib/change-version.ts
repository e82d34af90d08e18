// The database-wide change version that pull cookies count. Every change a device must pull
// takes the next value inside the transaction that writes it, so versions never go back and a
// committed change is never below a cookie already handed out (one writer: better-sqlite3).
import { sql } from 'drizzle-orm';
import { syncVersion } from '../../db/schema/sync.ts';
import type { Db } from '../../db/client.ts';
import { perDb } from './per-db.ts';

const statements = perDb((db) => ({
  next: db
    .insert(syncVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: syncVersion.id, set: { version: sql`${syncVersion.version} + 1` } })
    .returning({ version: syncVersion.version })
    .prepare(),
  current: db.select({ version: syncVersion.version }).from(syncVersion).prepare(),
}));

/** The next version; call only inside the transaction that stores the change. */
export function nextChangeVersion(db: Db): number {
  const row = statements(db).next.get();
  if (!row) throw new Error('sync_version did not return a version');
  return row.version;
}

/** The highest version handed out so far (0 on an empty database). */
export function currentChangeVersion(db: Db): number {
  return statements(db).current.get()?.version ?? 0;
}
