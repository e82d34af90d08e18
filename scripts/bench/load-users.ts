// The simulated users of `npm run bench:load` (load.ts, load-single.ts): each browses (home, the catalogue with
// filters, a material, search, a course) with a short think time; every tenth signs in (dev-login) and also
// pushes sync batches and pulls. Collects times per route and prints the table both benches share.
import { randomUUID } from 'node:crypto';

const THINK_MS = [200, 1200] as const;
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
  /** Errors by answer status ('timeout' or 'network' when none came). */
  causes: Map<string, number>;
}
/** Times and errors per route of one run. */
export type LoadStats = Map<string, Stat>;
const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function record(stats: LoadStats, route: string, ms: number, ok: boolean, cause = ''): void {
  let s = stats.get(route);
  if (!s) stats.set(route, (s = { times: [], errors: 0, causes: new Map() }));
  s.times.push(ms);
  if (ok) return;
  s.errors += 1;
  s.causes.set(cause, (s.causes.get(cause) ?? 0) + 1);
}

async function call(
  stats: LoadStats,
  base: string,
  route: string,
  path: string,
  init: RequestInit = {},
): Promise<{ ok: boolean; body: string } | null> {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    const body = await res.text();
    record(stats, route, performance.now() - started, res.ok, String(res.status));
    return { ok: res.ok, body };
  } catch (e) {
    const cause = e instanceof Error && e.name === 'TimeoutError' ? 'timeout' : 'network';
    record(stats, route, performance.now() - started, false, cause);
    return null;
  }
}

async function user(stats: LoadStats, base: string, index: number, until: number): Promise<void> {
  let token: string | null = null;
  let nextId = 1;
  const client = randomUUID();
  if (index % 10 === 0) {
    const res = await call(stats, base, 'POST /auth/dev-login', '/api/auth/dev-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: ((index / 10) % 3) + 1 }),
    });
    token = res?.ok ? ((JSON.parse(res.body) as { access_token?: string }).access_token ?? null) : null;
  }
  const auth = token ? { authorization: `Bearer ${token}` } : undefined;
  const steps: (() => Promise<unknown>)[] = [
    () => call(stats, base, 'GET /main-page', '/api/main-page', { headers: auth }),
    () => call(stats, base, 'GET /catalog?filters', `/api/catalog?${pick(FILTERS)}`, { headers: auth }),
    () => call(stats, base, 'GET /page/slug/{slug}', `/api/page/slug/${pick(SLUGS)}`, { headers: auth }),
    () =>
      call(stats, base, 'GET /search', `/api/search?query=${encodeURIComponent(pick(SEARCHES))}`, { headers: auth }),
    () => call(stats, base, 'GET /course/{id}', `/api/course/${1 + Math.floor(Math.random() * 3)}`, { headers: auth }),
  ];
  if (token) {
    steps.push(async () => {
      const mutations = Array.from({ length: 10 }, () => ({
        id: nextId++,
        name: 'bookmark-set',
        args: { type: 'post', id: 1 + Math.floor(Math.random() * 40), on: Math.random() < 0.7 },
        at: new Date().toISOString(),
      }));
      await call(stats, base, 'POST /sync/push (10)', '/api/sync/push', {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: client, protocol_version: 1, mutations }),
      });
      await call(stats, base, 'GET /sync/pull', '/api/sync/pull?cookie=0', { headers: auth });
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

/** `users` simulated users against `base` until `seconds` have passed. */
export async function runLoad(
  base: string,
  users: number,
  seconds: number,
): Promise<{ stats: LoadStats; elapsed: number }> {
  const stats: LoadStats = new Map();
  const started = Date.now();
  const until = started + seconds * 1000;
  await Promise.all(Array.from({ length: users }, (_, i) => user(stats, base, i, until)));
  return { stats, elapsed: (Date.now() - started) / 1000 };
}

/** Prints the table per route; returns the totals and the worst p99 of the reads (GET routes). */
export function printLoad(stats: LoadStats, elapsed: number): { total: number; errors: number; readP99: number } {
  let total = 0;
  let errors = 0;
  let readP99 = 0;
  console.log(
    `${'route'.padEnd(24)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}`,
  );
  for (const [route, s] of [...stats.entries()].sort()) {
    const sorted = [...s.times].sort((a, b) => a - b);
    total += sorted.length;
    errors += s.errors;
    if (route.startsWith('GET ') && route !== 'GET /sync/pull') readP99 = Math.max(readP99, percentile(sorted, 99));
    const f = (p: number) => percentile(sorted, p).toFixed(1).padStart(7);
    console.log(
      `${route.padEnd(24)} ${String(sorted.length).padStart(8)} ${f(50)} ${f(95)} ${f(99)} ${String(s.errors).padStart(6)}`,
    );
  }
  const causes = new Map<string, number>();
  for (const s of stats.values()) for (const [c, n] of s.causes) causes.set(c, (causes.get(c) ?? 0) + n);
  if (causes.size) console.log(`errors by cause: ${[...causes].map(([c, n]) => `${c} ${n}`).join(', ')}`);
  console.log(
    `total ${total} requests in ${elapsed.toFixed(1)} s: ${(total / elapsed).toFixed(0)} req/s, ${errors} errors`,
  );
  return { total, errors, readP99 };
}
