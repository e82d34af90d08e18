// Timed jobs that run once per period across every app server on one database (docs/operations.md,
// "Per-process state"). A node runs a period only after claiming it with one conditional statement on
// cluster_jobs, timed by the database's clock; a node that dies simply stops claiming and the next node
// claims the next period. Never runs a job without its claim, never holds a transaction while one runs.
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';
import { dbNowMs } from './sql-dialect.ts';

export interface ClusterJob {
  name: string;
  periodMs: number;
  work: () => Promise<unknown>;
  /** The first period starts a period after the job first appears instead of at once (backups). */
  startDelayed?: boolean;
}

export interface ClusterJobsOptions {
  db: Db;
  jobs: ClusterJob[];
  /** Written into cluster_jobs.holder; `${hostname}:${pid}` when absent. */
  nodeId?: string;
  onError: (err: unknown, job: string) => void;
}

export interface ClusterScheduler {
  readonly nodeId: string;
  /** One check of every job: runs those whose period this node claimed; answers their names once they finished. */
  tick(): Promise<string[]>;
  /** Checks each job every quarter of its period (at most every 5 s), starting now. */
  start(): void;
  /** Stops checking and waits for the runs in progress. */
  stop(): Promise<void>;
}

export const defaultNodeId = (): string => `${hostname()}:${process.pid}`;

/**
 * Claims the job's current period for `holder` when it is due (or the job is new): one statement, so of
 * nodes asking at once exactly one gets it. The next period starts one period after this one was due,
 * or a period from now when the cluster was away longer. Answers the period's number (runs), or null.
 */
export async function claimPeriod(db: Db, name: string, periodMs: number, holder: string): Promise<number | null> {
  const now = dbNowMs(db);
  const rows = await db.all<{ runs: number }>(sql`
    insert into cluster_jobs (name, next_run_at, runs, holder) values (${name}, ${now} + ${periodMs}, 1, ${holder})
    on conflict (name) do update set
      next_run_at = case when cluster_jobs.next_run_at + ${periodMs} > ${now}
                         then cluster_jobs.next_run_at + ${periodMs} else ${now} + ${periodMs} end,
      runs = cluster_jobs.runs + 1,
      holder = excluded.holder
    where cluster_jobs.next_run_at <= ${now}
    returning runs`);
  return rows[0] ? Number(rows[0].runs) : null;
}

/** Notes that the holder finished period `runs` (monitoring: a job whose last_finished_at lags is stuck). */
async function finishPeriod(db: Db, name: string, holder: string, runs: number): Promise<void> {
  await db.run(sql`update cluster_jobs set last_finished_at = ${dbNowMs(db)}
    where name = ${name} and holder = ${holder} and runs = ${runs}`);
}

/** Writes a new job's row due a period from now (nothing when it exists), so its first period waits. */
async function schedule(db: Db, job: ClusterJob, holder: string): Promise<void> {
  await db.run(sql`insert into cluster_jobs (name, next_run_at, runs, holder)
    values (${job.name}, ${dbNowMs(db)} + ${job.periodMs}, 0, ${holder}) on conflict (name) do nothing`);
}

/** How often a node asks for a job's period: often enough that a period is claimed soon after it is due. */
export const checkEveryMs = (periodMs: number): number => Math.max(25, Math.min(5_000, Math.floor(periodMs / 4)));

export function clusterJobs(options: ClusterJobsOptions): ClusterScheduler {
  const { db, jobs, onError } = options;
  const nodeId = options.nodeId ?? defaultNodeId();
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];

  // A period still running here is not followed by a claim of the next one by this node.
  const attempt = (job: ClusterJob): Promise<boolean> => {
    const current = running.get(job.name);
    if (current) return current.then(() => false);
    const p = (async () => {
      try {
        const runs = await claimPeriod(db, job.name, job.periodMs, nodeId);
        if (runs === null) return false;
        await job.work();
        await finishPeriod(db, job.name, nodeId, runs);
        return true;
      } catch (err) {
        onError(err, job.name);
        return false;
      } finally {
        running.delete(job.name);
      }
    })();
    running.set(job.name, p);
    return p;
  };

  return {
    nodeId,
    tick: async () => {
      const ran = await Promise.all(jobs.map(attempt));
      return jobs.filter((_, i) => ran[i]).map((j) => j.name);
    },
    start: () => {
      for (const job of jobs) {
        if (job.startDelayed) void schedule(db, job, nodeId).catch((err: unknown) => onError(err, job.name));
        else void attempt(job);
        const timer = setInterval(() => void attempt(job), checkEveryMs(job.periodMs));
        timer.unref();
        timers.push(timer);
      }
    },
    stop: async () => {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all([...running.values()]);
    },
  };
}

/** Parses JOB_PERIODS (`search-drain=300,upload-sweep=1000`, ms) into overrides by job name. */
export function parseJobPeriods(value: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const part of (value ?? '').split(',').filter(Boolean)) {
    const [name, ms] = part.split('=');
    out.set(name!.trim(), Number(ms));
  }
  return out;
}
