// Two servers starting at the same moment on one database migrate it once: the second waits for the
// first (PostgreSQL: an advisory lock; SQLite: the file's write lock) and then finds nothing to do.
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgresStore, openSqliteStore, type PostgresStore, type SqliteStore } from '../../db/client.ts';
import type { Store } from '../../db/store.ts';
import { openEmptyTestStore, type TestDatabase } from '../../api/testing/test-database.ts';

let database: TestDatabase;
let second: Store | undefined;
afterEach(async () => {
  await second?.close();
  await database.drop();
});

/** Another server's store on the same database. */
function sameDatabase(store: Store): Store {
  return store.engine === 'postgres'
    ? openPostgresStore((store as PostgresStore).url)
    : openSqliteStore((store as SqliteStore).file);
}

describe('migrations at start', () => {
  it('run once when two servers migrate the same empty database at once', async () => {
    database = await openEmptyTestStore();
    const first = database.store;
    second = sameDatabase(first);
    await Promise.all([first.migrate(), second.migrate()]);
    expect(await first.pendingMigrations()).toEqual([]);
    const journal = first.engine === 'postgres' ? sql`drizzle.__drizzle_migrations` : sql`__drizzle_migrations`;
    const rows = await first.db.all<{ hash: string }>(sql`select hash from ${journal}`);
    expect(rows.length).toBeGreaterThan(1);
    expect(new Set(rows.map((r) => r.hash)).size).toBe(rows.length);
  });
});
