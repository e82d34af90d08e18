// Scheduled backups: with BACKUP_INTERVAL_HOURS > 0 the server backs up its data folder and database
// into DATA_DIR/backups every interval (through its own store) and keeps the newest BACKUP_KEEP.
// On SQLite VACUUM INTO runs on the server's thread: a large database pauses requests for its
// duration; on PostgreSQL pg_dump is a child process and requests go on.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../lib/logger.ts';
import { BACKUPS_DIR, createBackup, rotateBackups } from './backup-service.ts';

export function scheduleBackups(config: Config, store: Store, logger: Logger): () => void {
  if (config.BACKUP_INTERVAL_HOURS <= 0) return () => {};
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      mkdirSync(join(config.DATA_DIR, BACKUPS_DIR), { recursive: true });
      const { file, manifest } = await createBackup(config.DATA_DIR, { store });
      const removed = rotateBackups(config.DATA_DIR, config.BACKUP_KEEP);
      logger.info(
        { file, engine: manifest.engine, schema: manifest.schema.tag, files: manifest.files.length, removed },
        'scheduled backup done',
      );
    } catch (err) {
      logger.error({ err }, 'scheduled backup failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), config.BACKUP_INTERVAL_HOURS * 3600 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
