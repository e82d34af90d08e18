// `npm run bench:load`: the same simulated users (load-users.ts: 60 for 40 s, BENCH_USERS and BENCH_SECONDS
// change that; BENCH_WARMUP, 15 s of unmeasured load first) against one app node, then against two with the same
// users, then against two with twice the users, each behind haproxy on a throwaway durable PostgreSQL server
// (scripts/cluster/cluster.ts), over 127.0.0.1. For each it prints requests per second, p50/p95/p99 per route,
// errors and the CPU seconds per request of the nodes, PostgreSQL and the proxy together; then the two checks of
// docs/scaling.md: a second node added for twice the pupils costs no more CPU a request than the first (within
// 15 %: one node at N users against two at 2N, each node as busy as the one), and reads keep p99 under 100 ms.
// The same users on two nodes is printed too: a node half as busy spends more CPU a request (its caches are
// colder between requests), which is the machine's, not a second node's, cost (docs/scaling.md).
// BENCH_ENGINE=sqlite (or postgres) runs the one-process bench instead (load-single.ts).
import { randomUUID } from 'node:crypto';
import { startCluster } from '../cluster/cluster.ts';
import { loadSingle } from './load-single.ts';
import { printLoad, runLoad } from './load-users.ts';

const USERS = Number(process.env.BENCH_USERS ?? 60);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
/** Load not measured before each phase: a new process's JIT and its caches' first fills are not a request's cost. */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 15);
const CPU_MARGIN = 1.15;
const READ_P99_MS = 100;

interface Phase {
  nodes: number;
  requests: number;
  errors: number;
  readP99: number;
  cpuPerRequestMs: number;
}

async function phase(nodes: number, users: number): Promise<Phase> {
  const cluster = await startCluster({ nodes, env: { DEV_AUTH: '1', METRICS_TOKEN: randomUUID() } });
  try {
    if (WARMUP_SECONDS > 0) await runLoad(cluster.proxyUrl, users, WARMUP_SECONDS);
    const before = cluster.cpuSeconds();
    const { stats, elapsed } = await runLoad(cluster.proxyUrl, users, SECONDS);
    const after = cluster.cpuSeconds();
    console.log(`\nbench:load: ${users} users for ${SECONDS} s, ${nodes} node(s) behind haproxy, PostgreSQL`);
    const { total, errors, readP99 } = printLoad(stats, elapsed);
    const used = {
      nodes: after.nodes - before.nodes,
      postgres: after.postgres - before.postgres,
      proxy: after.proxy - before.proxy,
    };
    const all = used.nodes + used.postgres + used.proxy;
    const ms = (s: number) => ((s * 1000) / total).toFixed(2);
    console.log(
      `CPU: ${all.toFixed(1)} s, ${ms(all)} ms a request (nodes ${ms(used.nodes)}, PostgreSQL ${ms(used.postgres)}, ` +
        `haproxy ${ms(used.proxy)})`,
    );
    return { nodes, requests: total, errors, readP99, cpuPerRequestMs: (all * 1000) / total };
  } finally {
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  if (process.env.BENCH_ENGINE) return loadSingle();
  const hardStop = setTimeout(
    () => {
      console.error('bench:load: did not finish in time');
      process.exit(1);
    },
    3 * (SECONDS + WARMUP_SECONDS + 120) * 1000,
  );
  const one = await phase(1, USERS);
  const twoSame = await phase(2, USERS);
  const two = await phase(2, 2 * USERS);
  clearTimeout(hardStop);
  const ratio = two.cpuPerRequestMs / one.cpuPerRequestMs;
  const sameRatio = twoSame.cpuPerRequestMs / one.cpuPerRequestMs;
  const cpuOk = ratio <= CPU_MARGIN;
  const p99Ok = Math.max(one.readP99, twoSame.readP99, two.readP99) < READ_P99_MS;
  console.log(
    `\nCPU a request, the same users: 1 node ${one.cpuPerRequestMs.toFixed(2)} ms, 2 nodes ` +
      `${twoSame.cpuPerRequestMs.toFixed(2)} ms (×${sameRatio.toFixed(2)}: each node half as busy, not checked)`,
  );
  console.log(
    `CPU a request, a node for each ${USERS} users: 1 node ${one.cpuPerRequestMs.toFixed(2)} ms, ` +
      `2 nodes ${two.cpuPerRequestMs.toFixed(2)} ms ` +
      `(×${ratio.toFixed(2)}, goal ≤ ×${CPU_MARGIN}): ${cpuOk ? 'ok' : 'OVER'}`,
  );
  console.log(
    `read p99: 1 node ${one.readP99.toFixed(1)} ms, 2 nodes ${twoSame.readP99.toFixed(1)} and ${two.readP99.toFixed(1)} ms ` +
      `(goal < ${READ_P99_MS} ms): ` +
      (p99Ok ? 'ok' : 'OVER'),
  );
  if (one.errors + twoSame.errors + two.errors > 0 || !cpuOk || !p99Ok) process.exitCode = 1;
}

main().then(
  () => process.exit(),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
