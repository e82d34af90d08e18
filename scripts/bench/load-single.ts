// `BENCH_ENGINE=sqlite npm run bench:load` (load.ts hands over here): one server process, no proxy, on a
// temporary database with the demo content (SQLite, or BENCH_ENGINE=postgres's throwaway server through
// bench-engine.ts), under the simulated users of load-users.ts. Prints p50/p95/p99 per route, errors, the server's
// memory before and after (its own /metrics) and the CPU time per request of the app and of the database server.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startOwnServer } from '../../tests/e2e/server.ts';
import { processCpuSeconds } from '../process-cpu.ts';
import { benchEngines, newBenchDatabase } from './bench-engine.ts';
import { printLoad, runLoad } from './load-users.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const METRICS_TOKEN = randomUUID();

async function residentMb(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const m = /^process_resident_memory_bytes (\d+)/m.exec(text);
  return m ? Math.round(Number(m[1]) / 1024 / 1024) : NaN;
}

export async function loadSingle(): Promise<void> {
  const [engine = 'sqlite'] = benchEngines();
  const database = await newBenchDatabase(engine);
  const server = await startOwnServer(database.dir, { METRICS_TOKEN, LOG_LEVEL: 'warn', ...database.env });
  const base = server.url.replace('localhost', '127.0.0.1');
  const appCpu = () => processCpuSeconds(server.pid() ?? 0);
  try {
    const before = await residentMb(base);
    const cpuBefore = { app: appCpu(), database: database.databaseCpuSeconds() };
    const hardStop = setTimeout(
      () => {
        console.error('bench:load: did not finish in time');
        process.exit(1);
      },
      (SECONDS + 60) * 1000,
    );
    const { stats, elapsed } = await runLoad(base, USERS, SECONDS);
    clearTimeout(hardStop);
    const cpu = { app: appCpu() - cpuBefore.app, database: database.databaseCpuSeconds() - cpuBefore.database };
    const after = await residentMb(base);
    console.log(
      `bench:load: ${USERS} users for ${SECONDS} s against ${base} on ${engine}${engine === 'sqlite' ? ` (synchronous=${process.env.DB_SYNCHRONOUS ?? 'FULL'})` : ''}`,
    );
    const { total, errors } = printLoad(stats, elapsed);
    console.log(`server memory (RSS): ${before} MB before, ${after} MB after`);
    const perRequest = (seconds: number) => ((seconds * 1000) / total).toFixed(2);
    console.log(
      `CPU: app server ${cpu.app.toFixed(1)} s (${perRequest(cpu.app)} ms a request)` +
        (engine === 'postgres'
          ? `, PostgreSQL ${cpu.database.toFixed(1)} s (${perRequest(cpu.database)} ms a request)`
          : ''),
    );
    if (errors > 0) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}
