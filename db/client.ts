// Opens the store the environment asks for: PostgreSQL when DATABASE_URL is a postgres:// URL,
// otherwise the embedded default, one SQLite file.
import { openPostgresStore, type PostgresStore } from './engines/postgres/open-postgres.ts';
import { openSqliteStore, type SqliteStore, type Synchronous } from './engines/sqlite/open-sqlite.ts';
import type { Store } from './store.ts';

export { openPostgresStore, openSqliteStore };
export { adminQuery } from './engines/postgres/admin.ts';
export type { PostgresStore, SqliteStore, Synchronous };
export type { Db, Store } from './store.ts';

export interface StoreTarget {
  /** postgres://… selects PostgreSQL; empty or absent, SQLite. */
  databaseUrl?: string;
  /** The SQLite file used when there is no DATABASE_URL. */
  sqliteFile: string;
  synchronous?: Synchronous;
  poolSize?: number;
  onCallbackError?: (err: unknown) => void;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return Boolean(url && /^postgres(ql)?:\/\//.test(url));
}

export function openStore(target: StoreTarget): Store {
  const { onCallbackError } = target;
  if (isPostgresUrl(target.databaseUrl)) {
    return openPostgresStore(target.databaseUrl, { poolSize: target.poolSize, onCallbackError });
  }
  return openSqliteStore(target.sqliteFile, { synchronous: target.synchronous, onCallbackError });
}

/** After a seed or a copy that wrote ids itself: PostgreSQL's identity sequences move past them. */
export async function afterBulkWrite(store: Store): Promise<void> {
  if (store.engine === 'postgres') await (store as PostgresStore).syncSequences();
}
