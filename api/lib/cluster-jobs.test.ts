// Timed jobs across two nodes on one database (two stores in this process): each period is claimed and
// run by one node only, and a node that stops claiming (a dead holder) is followed by the other. SQLite
// serves one node: there the second node shares the first one's store (two writer connections in one
// process would block each other's thread), which still races the claims of two schedulers.
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { clusterJobs as jobsTable } from '../../db/schema/cluster.ts';
import { one, type Db } from '../../db/store.ts';
import { loadConfig, testConfig } from '../config.ts';
import { serverJobs } from '../server-jobs.ts';
import { createTestApp } from '../testing/test-app.ts';
import { openSecondStore } from '../testing/second-node.ts';
import { clusterJobs, type ClusterScheduler } from './cluster-jobs.ts';

const t = await createTestApp({ seed: false });
const other = t.store.engine === 'postgres' ? openSecondStore(t) : null;
const otherDb = other?.db ?? t.deps.db;
afterAll(async () => {
  await other?.close();
  await t.close();
});

const rowOf = (name: string) => one(t.deps.db.select().from(jobsTable).where(eq(jobsTable.name, name)));

/** Two nodes with one job `name` each; `ran` counts the runs of every node by node id. */
function twoNodes(name: string, periodMs: number) {
  const ran = new Map<string, number>();
  const node = (db: Db, nodeId: string) =>
    clusterJobs({
      db,
      nodeId,
      jobs: [{ name, periodMs, work: async () => void ran.set(nodeId, (ran.get(nodeId) ?? 0) + 1) }],
      onError: (err) => {
        throw err;
      },
    });
  const total = () => [...ran.values()].reduce((a, b) => a + b, 0);
  return { a: node(t.deps.db, 'node-a:1'), b: node(otherDb, 'node-b:2'), ran, total };
}

describe('cluster jobs', () => {
  it('run each period once when two nodes check it at the same moment', async () => {
    const { a, b, total } = twoNodes('test-once', 3_600_000);
    for (let period = 1; period <= 5; period++) {
      if (period > 1) await t.deps.db.run(sql`update cluster_jobs set next_run_at = 0 where name = 'test-once'`);
      // Four checks from each node at once, as timers of a cluster would collide.
      const ticks = await Promise.all([a, b, a, b, a, b, a, b].map((n: ClusterScheduler) => n.tick()));
      expect(ticks.flat()).toEqual(['test-once']);
      expect(total()).toBe(period);
      expect((await rowOf('test-once'))?.runs).toBe(period);
    }
    const row = await rowOf('test-once');
    expect(['node-a:1', 'node-b:2']).toContain(row?.holder);
    expect(row?.lastFinishedAt).not.toBeNull();
  });

  it('keep running one period at a time while both nodes check on their timers', async () => {
    const { a, b, ran, total } = twoNodes('test-timers', 150);
    a.start();
    b.start();
    await vi.waitFor(async () => expect((await rowOf('test-timers'))?.runs).toBeGreaterThanOrEqual(6), {
      timeout: 10_000,
      interval: 50,
    });
    await Promise.all([a.stop(), b.stop()]);
    expect(total()).toBe((await rowOf('test-timers'))?.runs);
    expect(ran.size).toBeGreaterThanOrEqual(1);
  });

  it('is taken over by the other node within a period when its holder stops claiming', async () => {
    const periodMs = 400;
    const { a, b, ran } = twoNodes('test-takeover', periodMs);
    expect(await a.tick()).toEqual(['test-takeover']);
    // Node a is gone (it never claims again); node b checks on its timer from now on.
    const claimedAt = Date.now();
    b.start();
    await vi.waitFor(async () => expect((await rowOf('test-takeover'))?.holder).toBe('node-b:2'), {
      timeout: 10_000,
      interval: 20,
    });
    const waited = Date.now() - claimedAt;
    await b.stop();
    expect(ran.get('node-b:2')).toBeGreaterThanOrEqual(1);
    // Due a period after a's claim, found by b's next check (a quarter period); the rest is slack for a busy machine.
    expect(waited).toBeLessThan(periodMs * 2);
  });

  it('take their periods from JOB_PERIODS outside production only', () => {
    const deps = { ...t.deps, config: testConfig({ DATA_DIR: t.dataDir, JOB_PERIODS: 'search-drain=300' }) };
    const periods = new Map(serverJobs(deps).map((j) => [j.name, j.periodMs]));
    expect(periods.get('search-drain')).toBe(300);
    expect(periods.get('upload-sweep')).toBe(3_600_000);
    expect(periods.has('notification-sweep')).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'production', JOB_PERIODS: 'search-drain=300' })).toThrow(/JOB_PERIODS/);
  });
});
