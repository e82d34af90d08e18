// Each timer job runs once per period across the cluster, not once per node, and when the node that ran it
// last is killed with SIGKILL another node takes it over within one period. Written against the job table
// of api/lib/cluster-jobs.ts: cluster_jobs(name, next_run_at, runs, holder, last_finished_at), `runs` counting
// the job's runs and `holder` naming the node process that ran it (`host:pid`); the suite
// gives the nodes short periods with JOB_PERIODS (global-setup.ts).
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { cluster, clusterStore, killNode, nodeProcesses, restartNode } from './cluster-info.ts';

const store = clusterStore();
let killed: number | null = null;
afterAll(async () => {
  if (killed !== null) await restartNode(killed);
  await store.close();
});
const JOB = 'upload-sweep';
const PERIOD_MS = Number(new RegExp(`${JOB}=(\\d+)`).exec(cluster.jobPeriods)![1]);

async function job(): Promise<{ runs: number; holder: string | null }> {
  const rows = await store.db.all<{ runs: number; holder: string | null }>(
    sql`select runs, holder from cluster_jobs where name = ${JOB}`,
  );
  return rows[0] ? { runs: Number(rows[0].runs), holder: rows[0].holder } : { runs: 0, holder: null };
}

describe('timer jobs across the cluster', () => {
  it('run once per period, and another node takes over within one period of the holder dying', async () => {
    await expect.poll(async () => (await job()).runs, { timeout: 3 * PERIOD_MS }).toBeGreaterThan(0);
    // A rate needs a window: over four periods one runner makes about four runs, two runners about eight.
    const before = await job();
    await new Promise((r) => setTimeout(r, 4 * PERIOD_MS));
    const after = await job();
    expect(after.runs - before.runs).toBeGreaterThanOrEqual(3);
    expect(after.runs - before.runs).toBeLessThanOrEqual(5);

    const processes = await nodeProcesses();
    const holder = after.holder ?? '';
    const index = processes.findIndex(
      (p) => (p.pid !== null && holder.endsWith(`:${p.pid}`)) || holder.endsWith(`:${p.port}`),
    );
    expect(index, `holder ${holder} names none of the nodes ${JSON.stringify(processes)}`).toBeGreaterThanOrEqual(0);
    await killNode(index);
    killed = index;
    const dead = await job();
    const at = Date.now();
    await expect
      .poll(
        async () => {
          const now = await job();
          return now.runs > dead.runs && now.holder !== holder;
        },
        { timeout: PERIOD_MS + 500, interval: 50 },
      )
      .toBe(true);
    expect(Date.now() - at).toBeLessThanOrEqual(PERIOD_MS + 500);
  });
});
