// The throughput half of `npm run bench:api`: each call of the real app under autocannon
// (10 connections), beside a bare Hono route that asks the same database for `SELECT 1` (the
// driver alone on SQLite; one pooled query on PostgreSQL), served by the same process, so the ratio
// holds on a shared, busy machine: the runs alternate in short rounds and each call is compared with
// the bare run just before it. With several engines (BENCH_ENGINE=sqlite,postgres) each round runs
// every engine in turn, and each engine's share of the first engine's requests per second is reported
// too, with the database server's CPU per request where it is a process of its own (PostgreSQL).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { SqliteStore, Store } from '../../db/client.ts';
import { chosenCalls, PUSH_SIZE, type ThroughputCall } from './throughput-calls.ts';
import { browserCookies } from './content-fixture.ts';

type Fetch = (req: Request) => Response | Promise<Response>;

/** One engine's app under test. */
export interface ThroughputTarget {
  name: string;
  app: { fetch: Fetch };
  store: Store;
  /** Session tokens of bench users; signed-in calls and pushes take them in turn. */
  tokens: string[];
  /** Ids of published materials that pushes bookmark. */
  pageIds: number[];
  /** Podcast ids and a course's first step for the mixed push. */
  mixed: { audioIds: number[]; courseId: number; stepId: number };
  /** CPU seconds of the database server so far (0 when it runs inside the app). */
  databaseCpuSeconds: () => number;
}

function listen(fetch: Fetch): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** The baseline: what Hono and the driver cost with nothing of ours in between. */
function bareApp(store: Store) {
  if (store.engine === 'sqlite') {
    const one = (store as SqliteStore).writer.prepare('select 1 as one');
    // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder: the baseline is the driver alone
    return new Hono().get('/bare', (c) => c.json(one.get()));
  }
  return new Hono().get('/bare', async (c) => c.json((await store.db.$raw(sql`select 1 as one`))[0]));
}

/**
 * The mutations a device queues offline while reading (PUSH_SIZE of them): opens a post, bookmarks it,
 * listens to a podcast (its position saved as it plays), takes a course step, opens another post.
 */
function mixedQueue(target: ThroughputTarget, turn: number, at: string) {
  const page = (k: number) => target.pageIds[(turn * 3 + k) % target.pageIds.length]!;
  const audio = target.mixed.audioIds[turn % target.mixed.audioIds.length]!;
  const step = { course_id: target.mixed.courseId, step_id: target.mixed.stepId };
  const queue = [
    { name: 'history-add', args: { type: 'post', id: page(0), at } },
    { name: 'bookmark-set', args: { type: 'post', id: page(0), on: true } },
    { name: 'audio-position-set', args: { audio_id: audio, position: 30, at } },
    { name: 'audio-position-set', args: { audio_id: audio, position: 60, at } },
    { name: 'audio-position-set', args: { audio_id: audio, position: 90, at } },
    { name: 'course-step-set', args: { ...step, state: 'in_progress' } },
    { name: 'course-step-set', args: { ...step, state: 'completed' } },
    { name: 'history-add', args: { type: 'post', id: page(1), at } },
    { name: 'bookmark-set', args: { type: 'post', id: page(1), on: true } },
    { name: 'bookmark-set', args: { type: 'post', id: page(2), on: true } },
  ];
  return queue.slice(0, PUSH_SIZE).map((m, i) => ({ id: i + 1, ...m, at }));
}

/** autocannon's options for one call: a GET, or sync pushes of `size` (PUSH_SIZE) mutations, each from a new device. */
function cannonRequests(
  call: ThroughputCall,
  target: ThroughputTarget,
): { headers?: Record<string, string>; requests?: CannonRequest[] } {
  let turn = 0;
  const token = () => target.tokens[turn++ % target.tokens.length]!;
  if (call.kind === 'push' || call.kind === 'push-mixed') {
    const mixed = call.kind === 'push-mixed';
    const size = call.size ?? PUSH_SIZE;
    return {
      requests: [
        {
          method: 'POST',
          path: call.path,
          setupRequest: (req) => {
            const at = new Date().toISOString();
            const mutations = mixed
              ? mixedQueue(target, turn, at)
              : Array.from({ length: size }, (_, i) => ({
                  id: i + 1,
                  name: 'bookmark-set',
                  args: { type: 'post', id: target.pageIds[(turn * size + i) % target.pageIds.length], on: true },
                  at,
                }));
            return {
              ...req,
              headers: { authorization: `Bearer ${token()}`, 'content-type': 'application/json' },
              body: JSON.stringify({ client_id: randomUUID(), protocol_version: 1, mutations }),
            };
          },
        },
      ],
    };
  }
  if (call.kind === 'signed-in') return { headers: { cookie: browserCookies(target.tokens[0]!) } };
  return {};
}

const run = (url: string, duration: number, options: ReturnType<typeof cannonRequests> = {}): Promise<Result> =>
  autocannon({ url, connections: 10, duration, ...options });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Measured {
  reqs: number;
  bareReqs: number;
  share: number;
  /** Requests per second as a share of the first target's in the same round (median). */
  ofFirst: number;
  p50: number;
  p99: number;
  errors: number;
  /** Database server CPU milliseconds per request (PostgreSQL), 0 when the database is in the app. */
  databaseCpuMs: number;
}

/**
 * `rounds` rounds of: the bare route, then the call on each target, `seconds` each. The load of a
 * shared machine changes from second to second, so each run is compared with runs of the same round,
 * and the medians are reported.
 */
async function measure(
  bareUrl: string,
  targets: { target: ThroughputTarget; url: string }[],
  call: ThroughputCall,
  seconds: number,
  rounds: number,
): Promise<Measured[]> {
  const per = targets.map(() => ({
    calls: [] as Result[],
    shares: [] as number[],
    ofFirst: [] as number[],
    cpu: [] as number[],
  }));
  const bares: Result[] = [];
  for (let r = 0; r < rounds; r++) {
    const bare = await run(bareUrl, seconds);
    bares.push(bare);
    let first = 0;
    for (const [i, { target, url }] of targets.entries()) {
      const cpuBefore = target.databaseCpuSeconds();
      const result = await run(url + call.path, seconds, cannonRequests(call, target));
      const cpu = target.databaseCpuSeconds() - cpuBefore;
      const m = per[i]!;
      m.calls.push(result);
      m.shares.push(result.requests.average / bare.requests.average);
      if (i === 0) first = result.requests.average;
      m.ofFirst.push(result.requests.average / first);
      m.cpu.push(result.requests.total ? (cpu * 1000) / result.requests.total : 0);
    }
  }
  return per.map((m) => ({
    reqs: median(m.calls.map((r) => r.requests.average)),
    bareReqs: median(bares.map((r) => r.requests.average)),
    share: median(m.shares),
    ofFirst: median(m.ofFirst),
    p50: median(m.calls.map((r) => r.latency.p50)),
    p99: median(m.calls.map((r) => r.latency.p99)),
    errors: m.calls.reduce((n, r) => n + r.errors + r.non2xx, 0),
    databaseCpuMs: median(m.cpu),
  }));
}

/** Prints each call's req/s, p50, p99 and share of the bare route per engine; false when a goal is missed. */
export async function throughput(targets: ThroughputTarget[], seconds: number, rounds: number): Promise<boolean> {
  const first = targets[0]!;
  const calls = chosenCalls();
  const servers = await Promise.all(targets.map(async (target) => ({ target, ...(await listen(target.app.fetch)) })));
  const bareServer = await listen(bareApp(first.store).fetch);
  try {
    for (const { target, url } of servers)
      for (const call of calls) {
        if (call.kind === 'push' || call.kind === 'push-mixed') continue;
        const init = call.kind === 'signed-in' ? { headers: { cookie: browserCookies(target.tokens[0]!) } } : {};
        const res = await fetch(url + call.path, init);
        if (!res.ok) throw new Error(`${target.name}: ${call.path} answered ${res.status}`);
      }
    console.log(
      `\n${rounds} rounds of ${seconds} s, each call against a bare Hono + ${first.name} SELECT 1 run just before it (medians)` +
        (targets.length > 1 ? `; engines in turn: ${targets.map((t) => t.name).join(', ')}` : ''),
    );
    const header = `call (10 connections)            engine      req/s  bare req/s  of bare  p50 ms  p99 ms  errors`;
    console.log(targets.length > 1 ? `${header}  of ${first.name}  db CPU ms/req` : header);
    let met = true;
    for (const call of calls) {
      const results = await measure(`${bareServer.url}/bare`, servers, call, seconds, rounds);
      for (const [i, m] of results.entries()) {
        const target = targets[i]!;
        const goal = call.goal === undefined || i > 0 ? true : m.share >= call.goal;
        const p99 = call.p99 === undefined ? true : m.p99 <= call.p99;
        const ofFirst = call.ofFirst === undefined || i === 0 ? true : m.ofFirst >= call.ofFirst;
        if (!goal || !p99 || !ofFirst || m.errors > 0) met = false;
        const note = [
          call.goal !== undefined && i === 0 ? `goal ≥ ${call.goal * 100} %${goal ? '' : ' MISSED'}` : '',
          call.p99 !== undefined ? `p99 ≤ ${call.p99} ms${p99 ? '' : ' MISSED'}` : '',
          call.ofFirst !== undefined && i > 0
            ? `≥ ${call.ofFirst * 100} % of ${first.name}${ofFirst ? '' : ' MISSED'}`
            : '',
        ]
          .filter(Boolean)
          .join(', ');
        const engineColumns =
          targets.length > 1
            ? ` ${`${(m.ofFirst * 100).toFixed(0)} %`.padStart(10)} ${(i === 0 && target.databaseCpuSeconds() === 0 ? '-' : m.databaseCpuMs.toFixed(2)).padStart(14)}`
            : '';
        console.log(
          `${(i === 0 ? call.label : '').padEnd(32)} ${target.name.padEnd(9)} ${m.reqs.toFixed(0).padStart(7)} ${m.bareReqs.toFixed(0).padStart(11)} ${`${(m.share * 100).toFixed(1)} %`.padStart(8)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)} ${String(m.errors).padStart(7)}${engineColumns}  ${note}`,
        );
      }
    }
    return met;
  } finally {
    for (const s of servers) s.server.close();
    bareServer.server.close();
  }
}
