// What every router gets: the database, the parsed config and the logger. Passed in,
// never imported as globals, so tests build an app on their own temporary database.
import type { Db, Store } from '../db/store.ts';
import type { Config } from './config.ts';
import type { Logger } from './lib/logger.ts';
import type { SessionUser } from './lib/session-service.ts';
import type { Metrics } from './lib/metrics.ts';

export interface AppDeps {
  /** The store's `db`: every query of every service goes through it. */
  db: Db;
  /** The engine behind `db`: migrations, readiness, change epoch, size. Services use `db` alone. */
  store: Store;
  config: Config;
  logger: Logger;
  /** Prometheus instruments; createApp makes them when absent. */
  metrics?: Metrics;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
  };
}
