// Profiling aid for issue 17: serves the real app on a benchmark database, loads one call with
// autocannon from a worker thread and writes a CPU profile of the server's thread alone
// (open it in Chrome DevTools). `npx tsx scripts/bench/profile-call.ts /api/catalog out.cpuprofile`;
// BENCH_ENGINE=postgres profiles it on a PostgreSQL server of its own.
import type { AddressInfo } from 'node:net';
import { rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { createApp } from '../../api/app.ts';
import { testConfig } from '../../api/config.ts';
import { createLogger } from '../../api/lib/logger.ts';
import { benchSession, browserCookies, buildContentDb } from './content-fixture.ts';

const path = process.argv[2] ?? '/api/catalog';
const out = process.argv[3] ?? 'call.cpuprofile';
const engine = process.env.BENCH_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
const { store, dir } = await buildContentDb(Number(process.env.BENCH_MATERIALS ?? 1000), engine);
const app = createApp({
  db: store.db,
  store,
  config: testConfig({ DATA_DIR: dir }),
  logger: createLogger('silent'),
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((r) => server.once('listening', r));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
// BENCH_SIGNED_IN=1: the call as a signed-in pupil (session lookup, no kept public answer).
const headers = process.env.BENCH_SIGNED_IN ? { cookie: browserCookies(await benchSession(store.db)) } : undefined;
const load = (duration: number) => autocannon({ url, connections: 10, duration, workers: 1, headers });
await load(2);
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const r = await load(Number(process.env.BENCH_SECONDS ?? 10));
const { profile } = await session.post('Profiler.stop');
writeFileSync(out, JSON.stringify(profile));
console.log(`${path}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, errors ${r.errors + r.non2xx}`);
server.close();
await store.close();
rmSync(dir, { recursive: true, force: true });
