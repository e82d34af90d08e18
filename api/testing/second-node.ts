// A second app server on a test app's database, in the same process: its own store (a second pool on
// the PostgreSQL database, or second connections to the SQLite file) and its own app, so every cache,
// timer and hook of the second node is its own, as in a cluster of two processes.
import { join } from 'node:path';
import { openPostgresStore, openSqliteStore, type PostgresStore, type Store } from '../../db/client.ts';
import { createApp } from '../app.ts';
import type { Config } from '../config.ts';
import type { AppDeps } from '../context.ts';
import type { TestApp } from './test-app.ts';

export interface SecondNode {
  store: Store;
  deps: AppDeps;
  app: ReturnType<typeof createApp>;
  close: () => Promise<void>;
}

/** Another store on `t`'s database (close it yourself). */
export function openSecondStore(t: TestApp, poolSize = 4): Store {
  return t.store.engine === 'postgres'
    ? openPostgresStore((t.store as PostgresStore).url, { poolSize })
    : openSqliteStore(join(t.dataDir, 'app.db'));
}

/**
 * A second node: `t`'s config (with `config`'s changes, e.g. a DATA_DIR of its own), its own store and app
 * (serving `webDist`, if given).
 */
export function secondNode(t: TestApp, options: { webDist?: string; config?: Partial<Config> } = {}): SecondNode {
  const store = openSecondStore(t);
  const deps: AppDeps = { ...t.deps, db: store.db, store, config: { ...t.deps.config, ...options.config } };
  delete deps.metrics;
  return { store, deps, app: createApp(deps, { webDist: options.webDist }), close: () => store.close() };
}
