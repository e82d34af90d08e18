// Operations settings of the environment: metrics, readiness and scheduled backups.
import { z } from 'zod';

export const opsEnv = {
  /** Bearer token Prometheus sends to GET /metrics; absent: /metrics answers 404. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** GET /api/ready answers 503 when the data folder has less free space than this. */
  READY_MIN_FREE_MB: z.coerce.number().int().min(0).default(200),
  /**
   * postgres://user:password@host:port/database selects PostgreSQL 15 or newer; absent, the embedded
   * SQLite file DATA_DIR/app.db (uploads and media: UPLOADS_DIR, MEDIA_DIR; backups in DATA_DIR, either way).
   */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Connections each server keeps to PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  /** SQLite durability: FULL (default) fsyncs every commit; NORMAL may lose the last commits on power loss. */
  DB_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
  /** Take a backup into DATA_DIR/backups every N hours (0: no scheduled backups). */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(0),
  /**
   * On SIGTERM the server stops accepting, closes idle connections and waits this long for requests in
   * flight before it exits (docs/operations.md: draining and rolling a node).
   */
  DRAIN_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * Tests only: periods of the cluster's timed jobs in ms (`search-drain=300,upload-sweep=1000`),
   * so a cluster test sees several periods in seconds; refused in production (jobPeriodProblems).
   */
  JOB_PERIODS: z
    .string()
    .regex(/^[a-z-]+=\d+(,[a-z-]+=\d+)*$/, 'name=milliseconds, separated by commas')
    .optional(),
  /** How many scheduled backups to keep (the oldest are deleted). */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
};

/** JOB_PERIODS makes jobs run far more often than a site can afford: a test setting, never production's. */
export function jobPeriodProblems(c: { NODE_ENV: string; JOB_PERIODS?: string | undefined }): string[] {
  if (c.NODE_ENV !== 'production' || !c.JOB_PERIODS) return [];
  return ["JOB_PERIODS: for tests only (it shortens the timed jobs' periods); unset it in production"];
}
