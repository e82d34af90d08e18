// The server's timed jobs: each runs once per period across every node on the database
// (api/lib/cluster-jobs.ts), whichever node claims it; JOB_PERIODS (tests only) shortens periods.
import type { AppDeps } from './context.ts';
import { backupJobs } from './features/backup/schedule.ts';
import { notificationSweepJob } from './features/notifications/start.ts';
import { pushOutboxJobs } from './features/notifications/push-delivery.ts';
import { drainSearchQueue } from './features/search/index-queue.ts';
import { clusterJobs, parseJobPeriods, type ClusterJob, type ClusterScheduler } from './lib/cluster-jobs.ts';
import { deleteStaleMediaUploads } from './lib/uploads/media-store.ts';
import { deleteStaleUploads } from './lib/uploads/upload-store.ts';

/** How often items written without indexItem are indexed (search/index-queue.ts). */
const SEARCH_QUEUE_MS = 3_000;
const HOUR_MS = 3600 * 1000;

/** Every timed job of the server, with JOB_PERIODS' overrides applied. */
export function serverJobs(deps: AppDeps): ClusterJob[] {
  const { db, config, logger } = deps;
  const jobs: ClusterJob[] = [
    {
      // Unfinished or unclaimed uploads older than a day are deleted, files included (docs/contests.md),
      // and staff's audio and video files that were never finished or attached (docs/staff.md).
      name: 'upload-sweep',
      periodMs: HOUR_MS,
      work: async () => {
        const uploads = await deleteStaleUploads(db, config.UPLOADS_DIR);
        const media = await deleteStaleMediaUploads(config.MEDIA_DIR);
        if (uploads + media > 0) logger.info({ uploads, media }, 'stale uploads deleted');
      },
    },
    // Items written without indexItem (seeds, direct writers) become searchable within seconds.
    { name: 'search-drain', periodMs: SEARCH_QUEUE_MS, work: () => drainSearchQueue(db) },
    notificationSweepJob(deps),
    ...backupJobs(config, deps.store, logger),
    ...pushOutboxJobs(deps),
  ];
  const periods = parseJobPeriods(config.JOB_PERIODS);
  return jobs.map((j) => ({ ...j, periodMs: periods.get(j.name) ?? j.periodMs }));
}

/** Starts checking the server's jobs; the answer's stop() ends it (graceful shutdown). */
export function startServerJobs(deps: AppDeps): ClusterScheduler {
  const scheduler = clusterJobs({
    db: deps.db,
    jobs: serverJobs(deps),
    onError: (err, job) => deps.logger.error({ err, job }, 'timed job failed'),
  });
  scheduler.start();
  return scheduler;
}
