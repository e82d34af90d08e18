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
  /**
   * Resolves a host name to all its addresses for requests to addresses users give (push endpoints);
   * node:dns when absent (tests inject one: there is no internet in CI).
   */
  hostLookup?: (host: string) => Promise<string[]>;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionId: string | null;
    /** When the answer changes with the clock alone (ms): it is kept no longer (api/middleware/public-answer-cache.ts). */
    keptUntil: number | undefined;
  };
}
