// `npm run bench:load`: the real server on a temporary database with the demo content, and
// 200 simulated users for 60 s over 127.0.0.1 only. Each user browses (home, the catalogue
// with filters, a material, search, a course) with a short think time; every tenth is signed
// in and also pushes sync batches and pulls. Prints requests per second, p50/p95/p99 per
// route, errors, the server's memory before and after (from its own /metrics), and the CPU time
// per request of the app server and of the database server (PostgreSQL runs as processes of its own).
// BENCH_USERS and BENCH_SECONDS change the load; the run is bounded by both. BENCH_ENGINE=postgres
// runs it on a throwaway PostgreSQL server (bench-engine.ts).
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { startOwnServer } from '../../tests/e2e/server.ts';
import { processCpuSeconds } from '../process-cpu.ts';
import { benchEngines, newBenchDatabase } from './bench-engine.ts';

const USERS = Number(process.env.BENCH_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const THINK_MS = [200, 1200] as const;
const METRICS_TOKEN = randomUUID();
const TIMEOUT_MS = 10_000;

const SLUGS = ['pochemu-nebo-goluboe', 'chernye-dyry', 'himiya-na-kuhne', 'atomnaya-stanciya', 'kak-rabotaet-internet'];
const SEARCHES = ['наука', 'космос', 'химия', 'робот', 'энергия'];
const FILTERS = [
  'page_type_id=3&sort=DATE_DESC',
  'page_type_id=1&page_type_id=2&tags=4',
  'topics=2&sort=POPULAR',
  'sort=POPULAR&limit=18&offset=18',
];

interface Stat {
  times: number[];
  errors: number;
}
const stats = new Map<string, Stat>();
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function record(route: string, ms: number, ok: boolean): void {
  let s = stats.get(route);
  if (!s) stats.set(route, (s = { times: [], errors: 0 }));
  s.times.push(ms);
  if (!ok) s.errors += 1;
}

async function call(
  base: string,
  route: string,
  path: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; body: string } | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    record(route, performance.now() - started, res.ok);
    return { ok: res.ok, body };
  } catch {
    record(route, performance.now() - started, false);
    return null;
  }
}

async function residentMb(base: string): Promise<number> {
  const text = await (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const m = /^process_resident_memory_bytes (\d+)/m.exec(text);
  return m ? Math.round(Number(m[1]) / 1024 / 1024) : NaN;
}

async function user(base: string, index: number, until: number): Promise<void> {
  let token: string | null = null;
  let nextId = 1;
  const client = randomUUID();
  if (index % 10 === 0) {
    const res = await call(base, 'POST /auth/dev-login', '/api/auth/dev-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: ((index / 10) % 3) + 1 }),
    });
    token = res?.ok ? ((JSON.parse(res.body) as { access_token?: string }).access_token ?? null) : null;
  }
  const auth = token ? { authorization: `Bearer ${token}` } : undefined;
  const steps: (() => Promise<unknown>)[] = [
    () => call(base, 'GET /main-page', '/api/main-page', { headers: auth }),
    () => call(base, 'GET /catalog?filters', `/api/catalog?${pick(FILTERS)}`, { headers: auth }),
    () => call(base, 'GET /page/slug/{slug}', `/api/page/slug/${pick(SLUGS)}`, { headers: auth }),
    () => call(base, 'GET /search', `/api/search?query=${encodeURIComponent(pick(SEARCHES))}`, { headers: auth }),
    () => call(base, 'GET /course/{id}', `/api/course/${1 + Math.floor(Math.random() * 3)}`, { headers: auth }),
  ];
  if (token) {
    steps.push(async () => {
      const mutations = Array.from({ length: 10 }, () => ({
        id: nextId++,
        name: 'bookmark-set',
        args: { type: 'post', id: 1 + Math.floor(Math.random() * 40), on: Math.random() < 0.7 },
        at: new Date().toISOString(),
      }));
      await call(base, 'POST /sync/push (10)', '/api/sync/push', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: client, protocol_version: 1, mutations }),
      });
      await call(base, 'GET /sync/pull', '/api/sync/pull?cookie=0', { headers: auth });
    });
  }
  await sleep(Math.random() * THINK_MS[1]);
  let i = index;
  while (Date.now() < until) {
    await steps[i++ % steps.length]!();
    await sleep(THINK_MS[0] + Math.random() * (THINK_MS[1] - THINK_MS[0]));
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;
}

async function main(): Promise<void> {
  const [engine = 'sqlite'] = benchEngines();
  const database = await newBenchDatabase(engine);
  const server = await startOwnServer(database.dir, { METRICS_TOKEN, LOG_LEVEL: 'warn', ...database.env });
  const base = server.url.replace('localhost', '127.0.0.1');
  const appCpu = () => processCpuSeconds(server.pid() ?? 0);
  try {
    const before = await residentMb(base);
    const cpuBefore = { app: appCpu(), database: database.databaseCpuSeconds() };
    const started = Date.now();
    const until = started + SECONDS * 1000;
    const hardStop = setTimeout(
      () => {
        console.error('bench:load: did not finish in time');
        process.exit(1);
      },
      (SECONDS + 60) * 1000,
    );
    await Promise.all(Array.from({ length: USERS }, (_, i) => user(base, i, until)));
    clearTimeout(hardStop);
    const elapsed = (Date.now() - started) / 1000;
    const cpu = { app: appCpu() - cpuBefore.app, database: database.databaseCpuSeconds() - cpuBefore.database };
    const after = await residentMb(base);
    let total = 0;
    let errors = 0;
    console.log(
      `bench:load: ${USERS} users for ${SECONDS} s against ${base} on ${engine}${engine === 'sqlite' ? ` (synchronous=${process.env.DB_SYNCHRONOUS ?? 'FULL'})` : ''}`,
    );
    console.log(
      `${'route'.padEnd(24)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}`,
    );
    for (const [route, s] of [...stats.entries()].sort()) {
      const sorted = [...s.times].sort((a, b) => a - b);
      total += sorted.length;
      errors += s.errors;
      const f = (p: number) => percentile(sorted, p).toFixed(1).padStart(7);
      console.log(
        `${route.padEnd(24)} ${String(sorted.length).padStart(8)} ${f(50)} ${f(95)} ${f(99)} ${String(s.errors).padStart(6)}`,
      );
    }
    console.log(
      `total ${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(0)} req/s, ${errors} errors`,
    );
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

main().then(
  () => process.exit(),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
