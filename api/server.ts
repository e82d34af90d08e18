// Node entry: parse the environment, open and migrate the database, seed demo content
// into an empty one, serve API and PWA on one port, and close cleanly on SIGTERM/SIGINT.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { openDb } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { seedDemo, seedReference } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { drainSearchQueue, prepareSearchIndex } from './features/search/index-queue.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './lib/logger.ts';
import { scheduleBackups } from './features/backup/schedule.ts';
import { writeServerPid } from './features/backup/server-pid.ts';
import { unsafeDataProblems } from './startup-checks.ts';
import { deleteStaleMediaUploads } from './lib/uploads/media-store.ts';
import { deleteStaleUploads } from './lib/uploads/upload-store.ts';
import { scheduleNotificationSweep } from './features/notifications/start.ts';

/** How often items written without indexItem are indexed (search/index-queue.ts). */
const SEARCH_QUEUE_MS = 3_000;

function main(): void {
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
  const handle = openDb(join(config.DATA_DIR, 'app.db'), { synchronous: config.DB_SYNCHRONOUS });
  applyMigrations(handle.db);
  logger.info({ seeded: seedReference(handle.db) }, 'reference data checked');
  if (config.SEED_DEMO) {
    const seeded = seedDemo(handle.db);
    logger.info({ seeded }, 'demo content checked');
  }
  const problems = unsafeDataProblems(config, handle.db);
  if (problems.length) {
    console.error(`Сервер не запущен / refusing to start:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    handle.close();
    process.exit(1);
  }
  logger.info(prepareSearchIndex(handle.db), 'search index ready');
  const app = createApp({ db: handle.db, sqlite: handle.sqlite, config, logger }, { webDist: config.WEB_DIST });
  const stopBackups = scheduleBackups(config, handle.sqlite, logger);
  const stopNotificationSweep = scheduleNotificationSweep({ db: handle.db, sqlite: handle.sqlite, config, logger });
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    logger.info({ port: info.port, url: config.PUBLIC_URL }, 'server listening');
  });
  // Node closes an idle kept-alive socket after 5 s, so a client (or proxy) reusing it at that moment gets a reset
  // instead of an answer; idle sockets are kept longer than the usual clients' and proxies' own timeouts.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // Unfinished or unclaimed uploads older than a day are deleted, files included (docs/contests.md).
  const sweepUploads = () => {
    try {
      const deleted = deleteStaleUploads(handle.db, config.DATA_DIR);
      if (deleted > 0) logger.info({ deleted }, 'stale uploads deleted');
    } catch (e) {
      logger.error({ err: e }, 'stale upload sweep failed');
    }
    // Staff's audio and video files that were never finished or attached (docs/staff.md).
    deleteStaleMediaUploads(config.DATA_DIR).then(
      (deleted) => deleted > 0 && logger.info({ deleted }, 'stale media uploads deleted'),
      (e: unknown) => logger.error({ err: e }, 'stale media upload sweep failed'),
    );
  };
  sweepUploads();
  setInterval(sweepUploads, 60 * 60 * 1000).unref();

  // Items written without indexItem (seeds, direct writers) become searchable within seconds.
  setInterval(() => {
    try {
      drainSearchQueue(handle.db);
    } catch (e) {
      logger.error({ err: e }, 'search queue failed');
    }
  }, SEARCH_QUEUE_MS).unref();

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    stopBackups();
    stopNotificationSweep();
    removePid();
    server.close(() => {
      handle.close();
      logger.info('database closed');
      process.exit(0);
    });
    // Keep-alive sockets may hold close() open; do not hang a deploy for them.
    setTimeout(() => {
      handle.close();
      process.exit(0);
    }, 5000).unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main();
