// The throughput half of `npm run bench:api`: each call of the real app under autocannon
// (10 connections), beside a bare Hono + better-sqlite3 `SELECT 1` route served by the same
// process, so the ratio holds on a shared, busy machine: the two alternate in short runs and
// each call is compared with the bare run just before it.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon, { type Result } from 'autocannon';
import { Hono } from 'hono';
import type { SqliteStore } from '../../db/client.ts';

type Fetch = (req: Request) => Response | Promise<Response>;

export const THROUGHPUT_CALLS = [
  { label: '/api/health', path: '/api/health', goal: 0.5 },
  { label: '/api/catalog', path: '/api/catalog', goal: 0.15, p99: 20 },
  { label: '/api/catalog (type+tag)', path: '/api/catalog?page_type_id=3&tags=4&sort=DATE_DESC&limit=18', goal: 0.15 },
  // Signed in: the session lookup, the viewer's likes, and no kept answer (public-answer-cache.ts).
  { label: '/api/catalog signed in', path: '/api/catalog', signedIn: true },
  { label: '/api/search?query=наука', path: `/api/search?query=${encodeURIComponent('наука')}` },
] as const;

function listen(fetch: Fetch): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

/** The baseline: what Hono and better-sqlite3 cost with nothing of ours in between (the store's own connection). */
function bareApp(store: SqliteStore) {
  const one = store.writer.prepare('select 1 as one');
  // eslint-disable-next-line no-restricted-syntax -- a better-sqlite3 statement, not a drizzle builder: the baseline is the driver alone
  return new Hono().get('/bare', (c) => c.json(one.get()));
}

const run = (url: string, duration: number, headers?: Record<string, string>): Promise<Result> =>
  autocannon({ url, connections: 10, duration, headers });

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

interface Measured {
  reqs: number;
  bareReqs: number;
  share: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * `rounds` alternations of the bare route and the call, `seconds` each: the load of a shared
 * machine changes from second to second, so each run is compared with the bare run just before
 * it, and the medians are reported.
 */
async function measure(
  bareUrl: string,
  url: string,
  seconds: number,
  rounds: number,
  headers?: Record<string, string>,
): Promise<Measured> {
  const shares: number[] = [];
  const calls: Result[] = [];
  const bares: Result[] = [];
  for (let i = 0; i < rounds; i++) {
    const bare = await run(bareUrl, seconds);
    const call = await run(url, seconds, headers);
    bares.push(bare);
    calls.push(call);
    shares.push(call.requests.average / bare.requests.average);
  }
  return {
    reqs: median(calls.map((r) => r.requests.average)),
    bareReqs: median(bares.map((r) => r.requests.average)),
    share: median(shares),
    p50: median(calls.map((r) => r.latency.p50)),
    p99: median(calls.map((r) => r.latency.p99)),
    errors: calls.reduce((n, r) => n + r.errors + r.non2xx, 0),
  };
}

/** Prints each call's req/s, p50, p99 and share of the bare route; false when a goal is missed. */
export async function throughput(
  app: { fetch: Fetch },
  store: SqliteStore,
  seconds: number,
  rounds: number,
  token: string,
): Promise<boolean> {
  const cookie = { cookie: `auth_token=${token}` };
  const appServer = await listen(app.fetch);
  const bareServer = await listen(bareApp(store).fetch);
  try {
    for (const call of THROUGHPUT_CALLS) {
      const res = await fetch(appServer.url + call.path, 'signedIn' in call ? { headers: cookie } : {});
      if (!res.ok) throw new Error(`${call.path} answered ${res.status}`);
    }
    console.log(
      `\n${rounds} rounds of ${seconds} s, each call against a bare Hono + better-sqlite3 SELECT 1 run just before it (medians)`,
    );
    console.log(`call (10 connections)            req/s  bare req/s  of bare  p50 ms  p99 ms  errors`);
    let met = true;
    for (const call of THROUGHPUT_CALLS) {
      const headers = 'signedIn' in call ? cookie : undefined;
      const m = await measure(`${bareServer.url}/bare`, appServer.url + call.path, seconds, rounds, headers);
      const goal = 'goal' in call ? m.share >= call.goal : true;
      const p99 = 'p99' in call ? m.p99 <= call.p99 : true;
      if (!goal || !p99 || m.errors > 0) met = false;
      const note = [
        'goal' in call ? `goal ≥ ${call.goal * 100} %${goal ? '' : ' MISSED'}` : '',
        'p99' in call ? `p99 ≤ ${call.p99} ms${p99 ? '' : ' MISSED'}` : '',
      ]
        .filter(Boolean)
        .join(', ');
      console.log(
        `${call.label.padEnd(30)} ${m.reqs.toFixed(0).padStart(7)} ${m.bareReqs.toFixed(0).padStart(11)} ${`${(m.share * 100).toFixed(1)} %`.padStart(8)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)} ${String(m.errors).padStart(7)}  ${note}`,
      );
    }
    return met;
  } finally {
    appServer.server.close();
    bareServer.server.close();
  }
}
