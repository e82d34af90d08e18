// `npm run bench:api`: the catalogue call (18 cards with filters) on 100,000 materials under
// autocannon, side by side with a bare Hono route answering one SQLite query, both served
// in this process; prints throughputs, their ratio and p99. Then checks that the catalogue
// stays index-backed: its in-process time on 100,000 materials within 1.5x of 1,000, and
// so does search (FTS5) for words whose matches do not grow with the table.
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { createApp } from '../../api/app.ts';
import { testConfig } from '../../api/config.ts';
import { createLogger } from '../../api/lib/logger.ts';
import { startOwnServer } from '../../tests/e2e/server.ts';
import { buildContentDb } from './content-fixture.ts';

const BIG = 100_000;
const SMALL = 1_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CATALOG_QUERIES = [
  '/api/catalog',
  '/api/catalog?page_type_id=3&sort=DATE_DESC',
  '/api/catalog?page_type_id=1&page_type_id=2&tags=4',
  '/api/catalog?topics=2&sort=POPULAR',
];

function listen(fetch: (req: Request) => Response | Promise<Response>): Promise<{ server: ServerType; url: string }> {
  return new Promise((resolve) => {
    const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, url: `http://127.0.0.1:${info.port}` }),
    );
  });
}

function appOn(count: number) {
  const { handle, dir } = buildContentDb(count);
  const config = testConfig({ DATA_DIR: dir });
  const app = createApp({ db: handle.db, sqlite: handle.sqlite, config, logger: createLogger('silent') });
  return { app, handle, dir };
}

/**
 * Search calls whose number of matches does not grow with the table (words of the demo
 * materials that the synthetic ones never use), so an index-backed search stays flat.
 */
const SEARCH_QUERIES = [
  '/api/search?query=ньютону',
  '/api/search?query=звёзды&limit=18',
  '/api/search?query=динозавров&type=post',
  '/api/catalog?search=радуги&sort=DATE_DESC',
  '/api/catalog?search=звезда&page_type_id=3',
];
/**
 * A word in 10% of the synthetic titles (and 'материал', in every one): its matches grow with
 * the table, and the calls must still stay within x1.5 (bounded ranking and capped counts).
 */
const COMMON_SEARCH = [
  '/api/search?query=космос&limit=18',
  '/api/search?query=космос&type=news',
  '/api/search?query=материал',
  '/api/catalog?search=космос',
  '/api/catalog?search=материал&sort=POPULAR',
];

/** Milliseconds of one round of `queries`, in process. */
async function round(app: ReturnType<typeof createApp>, queries = CATALOG_QUERIES): Promise<number> {
  const start = performance.now();
  for (const q of queries) {
    const res = await app.request(q);
    if (!res.ok) throw new Error(`${q} answered ${res.status}`);
    await res.arrayBuffer();
  }
  return (performance.now() - start) / queries.length;
}

/** Seconds from spawning the real server on `dir` to its first healthy answer (median of 3). */
async function startSeconds(dir: string): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const server = await startOwnServer(dir, { SEED_DEMO: '1', LOG_LEVEL: 'silent' });
    runs.push((performance.now() - started) / 1000);
    await server.stop();
  }
  return median(runs);
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Median per-call time on each database, measured in alternating rounds so load affects both alike. */
async function compare(
  big: ReturnType<typeof createApp>,
  small: ReturnType<typeof createApp>,
  rounds: number,
  queries = CATALOG_QUERIES,
) {
  await round(big, queries);
  await round(small, queries);
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < rounds; r++) {
    a.push(await round(big, queries));
    b.push(await round(small, queries));
  }
  return { bigMs: median(a), smallMs: median(b) };
}

async function main(): Promise<void> {
  console.log(`building ${BIG.toLocaleString('ru-RU')} materials…`);
  const big = appOn(BIG);
  const small = appOn(SMALL);
  const bare = new Hono().get('/bare', (c) =>
    c.json(
      big.handle.sqlite
        .prepare('select id, slug, title from pages where is_published = 1 order by published_at desc limit 18')
        .all(),
    ),
  );
  const catalogServer = await listen(big.app.fetch);
  const bareServer = await listen(bare.fetch);
  try {
    const catalogUrl = `${catalogServer.url}/api/catalog?page_type_id=3&tags=4&sort=DATE_DESC&limit=18`;
    const check = (await (await fetch(catalogUrl)).json()) as { list: unknown[]; total: number };
    if (check.list.length !== 18) throw new Error(`catalogue answered ${check.list.length} cards`);
    const catalog = await autocannon({ url: catalogUrl, connections: 10, duration: DURATION });
    const baseline = await autocannon({ url: `${bareServer.url}/bare`, connections: 10, duration: DURATION });
    const ratio = catalog.requests.average / baseline.requests.average;
    console.log('\ncall                          req/s     p99 ms   errors');
    console.log(
      `catalogue (18 cards, filters) ${catalog.requests.average.toFixed(0).padStart(7)} ${String(catalog.latency.p99).padStart(9)} ${String(catalog.errors + catalog.non2xx).padStart(8)}`,
    );
    console.log(
      `bare Hono + one SQLite query  ${baseline.requests.average.toFixed(0).padStart(7)} ${String(baseline.latency.p99).padStart(9)} ${String(baseline.errors + baseline.non2xx).padStart(8)}`,
    );
    console.log(`catalogue / bare throughput: ${(ratio * 100).toFixed(0)} %`);

    const { bigMs, smallMs } = await compare(big.app, small.app, 200);
    const growth = bigMs / smallMs;
    console.log(
      `\ncatalogue in-process: ${smallMs.toFixed(2)} ms on ${SMALL.toLocaleString('ru-RU')}, ${bigMs.toFixed(2)} ms on ${BIG.toLocaleString('ru-RU')} (x${growth.toFixed(2)}, limit x1.5; medians)`,
    );
    const searchTimes = await compare(big.app, small.app, 200, SEARCH_QUERIES);
    const searchGrowth = searchTimes.bigMs / searchTimes.smallMs;
    console.log(
      `search in-process:    ${searchTimes.smallMs.toFixed(2)} ms on ${SMALL.toLocaleString('ru-RU')}, ${searchTimes.bigMs.toFixed(2)} ms on ${BIG.toLocaleString('ru-RU')} (x${searchGrowth.toFixed(2)}, limit x1.5; medians)`,
    );
    const common = await compare(big.app, small.app, 100, COMMON_SEARCH);
    const commonGrowth = common.bigMs / common.smallMs;
    console.log(
      `common words:         ${common.smallMs.toFixed(2)} ms on ${SMALL.toLocaleString('ru-RU')}, ${common.bigMs.toFixed(2)} ms on ${BIG.toLocaleString('ru-RU')} (x${commonGrowth.toFixed(2)}, limit x1.5; medians)`,
    );
    const within = growth <= 1.5 && searchGrowth <= 1.5 && commonGrowth <= 1.5;
    console.log(
      within
        ? 'catalogue and search stay within x1.5: yes'
        : `within x1.5: catalogue ${growth <= 1.5 ? 'yes' : 'NO'}, search ${searchGrowth <= 1.5 ? 'yes' : 'NO'}, common words ${commonGrowth <= 1.5 ? 'yes' : 'NO'}`,
    );
    if (!within) process.exitCode = 1;
    console.log(`\nserver start (node + tsx, to the first healthy answer), median of 3:`);
    for (const [label, x] of [
      [SMALL, small],
      [BIG, big],
    ] as const) {
      console.log(`  on ${label.toLocaleString('ru-RU')} materials: ${(await startSeconds(x.dir)).toFixed(2)} s`);
    }
  } finally {
    catalogServer.server.close();
    bareServer.server.close();
    for (const x of [big, small]) {
      x.handle.close();
      rmSync(x.dir, { recursive: true, force: true });
    }
  }
}

await main();
