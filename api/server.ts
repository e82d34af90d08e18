// Node entry: parse the environment, open and migrate the database, seed demo content
// into an empty one, serve API and PWA on one port, and stop politely on SIGTERM/SIGINT (drain the
// connections: api/lib/polite-stop.ts). A start on a full disk exits with one clear line.
import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterBulkWrite, openStore } from '../db/client.ts';
import { seedDemo, seedReference } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { prepareSearchIndex } from './features/search/index-queue.ts';
import { ConfigError, loadConfig } from './config.ts';
import { isOutOfSpace } from './lib/db-errors.ts';
import { createLogger } from './lib/logger.ts';
import { politeStop } from './lib/polite-stop.ts';
import { writeServerPid } from './features/backup/server-pid.ts';
import { unsafeDataProblems } from './startup-checks.ts';
import { startServerJobs } from './server-jobs.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const removePid = writeServerPid(config.DATA_DIR);
  const store = openStore({
    databaseUrl: config.DATABASE_URL,
    sqliteFile: join(config.DATA_DIR, 'app.db'),
    synchronous: config.DB_SYNCHRONOUS,
    poolSize: config.DATABASE_POOL_SIZE,
    onCallbackError: (err) => logger.error({ err }, 'after-commit work failed'),
  });
  logger.info({ engine: store.engine }, 'database opened');
  const db = store.db;
  await store.migrate();
  logger.info({ seeded: await seedReference(db) }, 'reference data checked');
  if (config.SEED_DEMO) {
    const seeded = await seedDemo(db);
    logger.info({ seeded }, 'demo content checked');
  }
  await afterBulkWrite(store);
  const problems = await unsafeDataProblems(config, db);
  if (problems.length) {
    console.error(`Сервер не запущен / refusing to start:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    await store.close();
    process.exit(1);
  }
  logger.info(await prepareSearchIndex(db), 'search index ready');
  const deps = { db, store, config, logger };
  const app = createApp(deps, { webDist: config.WEB_DIST });
  // Upload sweep, search queue, notification sweep, backups: once per period across the cluster.
  const jobs = startServerJobs(deps);
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port, url: config.PUBLIC_URL }, 'server listening');
  });
  // Node closes an idle kept-alive socket after 5 s, so a client (or proxy) reusing it at that moment gets a reset
  // instead of an answer; idle sockets are kept longer than the usual clients' and proxies' own timeouts.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }
  const stopper = politeStop(server as Server);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    // No new periods are claimed; a run in progress (a backup) is cut by the exit, as before.
    void jobs.stop();
    removePid();
    void stopper
      .stop(config.DRAIN_SECONDS * 1000)
      .then(({ drained }) => {
        if (!drained) logger.warn({ drainSeconds: config.DRAIN_SECONDS }, 'drain time over: open connections cut');
        return store.close();
      })
      .then(() => {
        logger.info('database closed');
        process.exit(0);
      })
      .catch((err: unknown) => {
        logger.error({ err }, 'stop failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

try {
  await main();
} catch (err) {
  if (!isOutOfSpace(err)) throw err;
  console.error('Сервер не запущен: на диске закончилось место / refusing to start: no space left on device');
  process.exit(1);
}
