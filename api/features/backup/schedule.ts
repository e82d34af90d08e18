// Scheduled backups: with BACKUP_INTERVAL_HOURS > 0 one server of the cluster (the one that claims the
// period: api/lib/cluster-jobs.ts) backs up its data folder and database into DATA_DIR/backups every
// interval (through its own store) and keeps the newest BACKUP_KEEP.
// On SQLite VACUUM INTO runs on the server's thread: a large database pauses requests for its
// duration; on PostgreSQL pg_dump is a child process and requests go on.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Store } from '../../../db/client.ts';
import type { Config } from '../../config.ts';
import type { ClusterJob } from '../../lib/cluster-jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { BACKUPS_DIR, createBackup, rotateBackups } from './backup-service.ts';

/** The backup job, or none when BACKUP_INTERVAL_HOURS is 0. */
export function backupJobs(config: Config, store: Store, logger: Logger): ClusterJob[] {
  if (config.BACKUP_INTERVAL_HOURS <= 0) return [];
  const run = async () => {
    mkdirSync(join(config.DATA_DIR, BACKUPS_DIR), { recursive: true });
    const { file, manifest } = await createBackup(config.DATA_DIR, { store });
    const removed = rotateBackups(config.DATA_DIR, config.BACKUP_KEEP);
    logger.info(
      { file, engine: manifest.engine, schema: manifest.schema.tag, files: manifest.files.length, removed },
      'scheduled backup done',
    );
  };
  return [{ name: 'backup', periodMs: config.BACKUP_INTERVAL_HOURS * 3600 * 1000, work: run, startDelayed: true }];
}
