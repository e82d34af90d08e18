// What every router gets: the database, the parsed config and the logger. Passed in,
// never imported as globals, so tests build an app on their own temporary database.
import type Database from 'better-sqlite3';
import type { Db } from '../db/client.ts';
import type { Config } from './config.ts';
import type { Logger } from './lib/logger.ts';
import type { Metrics } from './lib/metrics.ts';
import type { SessionUser } from './features/auth/session-service.ts';

export interface AppDeps {
  db: Db;
  sqlite: Database.Database;
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
