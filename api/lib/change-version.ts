// The database-wide change version that pull cookies count. Every change a device must pull
// takes the next value inside the transaction that writes it, so versions never go back and a
// committed change is never below a cookie already handed out: the increment is one statement
// that locks the counter's row until the transaction commits, on every engine.
import { sql } from 'drizzle-orm';
import { syncVersion } from '../../db/schema/sync.ts';
import type { Db } from '../../db/store.ts';
import { perDb } from './per-db.ts';

// Every change a device pulls takes one: built once per database (per-db.ts).
const statements = perDb((db) => ({
  next: db
    .insert(syncVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: syncVersion.id, set: { version: sql`${syncVersion.version} + 1` } })
    .returning({ version: syncVersion.version }),
  current: db.select({ version: syncVersion.version }).from(syncVersion),
}));

/** The next version; call only inside the transaction that stores the change. */
export async function nextChangeVersion(db: Db): Promise<number> {
  const [version] = await db.$pluck<number>(statements(db).next);
  if (version === undefined) throw new Error('sync_version did not return a version');
  return version;
}

/** The highest version handed out so far (0 on an empty database). */
export async function currentChangeVersion(db: Db): Promise<number> {
  return (await db.$pluck<number>(statements(db).current))[0] ?? 0;
}
