// `npm run bench:sync`: starts the real server on a free loopback port with a temporary
// DATA_DIR (and, with BENCH_ENGINE=postgres, a database on a throwaway PostgreSQL server), queues 1,000 bookmark-set mutations in an outbox and replays them over HTTP with
// the real replay logic, in batches of PUSH_BATCH_SIZE; then checks that the server holds
// exactly the expected bookmarks, each mutation applied once, and prints the time taken.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { enqueueMutation } from '../../sync/client/enqueue.ts';
import { replayOutbox } from '../../sync/client/replay.ts';
import { PUSH_BATCH_SIZE } from '../../sync/protocol/envelopes.ts';
import { BOOKMARK_TYPES, type BookmarkType } from '../../sync/rules/bookmarks.ts';
import { startOwnServer } from '../../tests/e2e/server.ts';
import * as v from 'valibot';
import { memoryDeviceStore } from '../../sync/client/memory-device-store.ts';
import { bookmarksPull } from '../../sync/mutations/bookmarks-client.ts';
import { bearerTransport } from './sync-bench-client.ts';
import { publishedItems } from './sync-items.ts';
import { benchEngines, newBenchDatabase } from './bench-engine.ts';

const MUTATIONS = 1_000;
/** Items bookmarked before the run over REST; the queue turns these off (tombstones). */
const PRESET = 200;
const USER_ID = 1;

/** Published ids per type (scripts/bench/sync-items.ts), set once the server has seeded its database. */
let items: Record<BookmarkType, number[]>;

function item(i: number) {
  const type = BOOKMARK_TYPES[i % BOOKMARK_TYPES.length] ?? 'post';
  const id = items[type][Math.floor(i / BOOKMARK_TYPES.length)];
  if (id === undefined) throw new Error(`bench:sync: no item ${i}`);
  return { type, id };
}

function fail(message: string): never {
  throw new Error(`bench:sync check failed: ${message}`);
}

async function main(): Promise<void> {
  const [engine = 'sqlite'] = benchEngines();
  const database = await newBenchDatabase(engine);
  const server = await startOwnServer(database.dir, database.env);
  try {
    await server.stop();
    const fixtures = database.open();
    items = await publishedItems(fixtures, Math.ceil(MUTATIONS / BOOKMARK_TYPES.length));
    await fixtures.close();
    await server.start();
    const login = await fetch(`${server.url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: USER_ID }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    for (let i = 0; i < PRESET; i++) {
      const res = await fetch(`${server.url}/api/favorite-all/toggle`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(item(i)),
      });
      if (!res.ok) fail(`preset toggle answered ${res.status} for ${JSON.stringify(item(i))}: ${await res.text()}`);
    }

    // The queue: the first PRESET mutations remove the preset items, the rest add new ones.
    const owner = String(USER_ID);
    const clientId = randomUUID();
    const store = memoryDeviceStore();
    const expected = new Map<string, boolean>();
    const queuedAt = performance.now();
    for (let i = 0; i < MUTATIONS; i++) {
      const args = { ...item(i), on: i >= PRESET };
      await enqueueMutation(store, { owner, name: 'bookmark-set', args, at: new Date().toISOString() });
      expected.set(`${args.type}:${args.id}`, args.on);
    }
    const queueMs = performance.now() - queuedAt;
    if (store.size() !== MUTATIONS) fail(`queued ${store.size()} rows, expected ${MUTATIONS}`);

    const transport = bearerTransport(server.url, token, owner);
    const startedAt = performance.now();
    const result = await replayOutbox({ store, transport, owner, clientId, batchSize: PUSH_BATCH_SIZE });
    const replayMs = performance.now() - startedAt;
    if (result.status !== 'done' || result.applied !== MUTATIONS) fail(`replay ended ${JSON.stringify(result)}`);
    if (store.size() !== 0) fail(`${store.size()} rows left in the outbox`);

    const pulled = await transport.pull(0);
    if (pulled.kind !== 'ok') fail('pull failed');
    const onServer = new Map(
      v.parse(v.array(bookmarksPull.item), pulled.response.bookmarks).map((b) => [`${b.type}:${b.id}`, b.on]),
    );
    if (onServer.size !== expected.size) fail(`server holds ${onServer.size} bookmark rows, expected ${expected.size}`);
    for (const [key, on] of expected)
      if (onServer.get(key) !== on) fail(`${key} is ${onServer.get(key)} on the server, expected ${on}`);
    const list = (await (await fetch(`${server.url}/api/favorite-all/list`, { headers: auth })).json()) as {
      total: number;
    };
    if (list.total !== MUTATIONS - PRESET) fail(`list total ${list.total}, expected ${MUTATIONS - PRESET}`);

    await server.stop();
    const db = database.open();
    const [log] = await db.db.$raw<[number, number, number, number]>(
      sql`SELECT count(*), count(DISTINCT mutation_id), sum(case when status = 'applied' then 1 else 0 end), max(mutation_id) FROM sync_mutations WHERE client_id = ${clientId}`,
    );
    await db.close();
    const [n, ids, applied, last] = log ?? [];
    if (n !== MUTATIONS || ids !== MUTATIONS || applied !== MUTATIONS || last !== MUTATIONS)
      fail(`mutation log ${JSON.stringify(log)}`);

    const batches = Math.ceil(MUTATIONS / PUSH_BATCH_SIZE);
    console.log(`engine: ${engine}`);
    console.log(`queued ${MUTATIONS} bookmark-set mutations in ${queueMs.toFixed(0)} ms (in-memory outbox)`);
    console.log(
      `replayed ${MUTATIONS} mutations in ${batches} pushes of ${PUSH_BATCH_SIZE}: ${replayMs.toFixed(0)} ms, ${Math.round((MUTATIONS / replayMs) * 1000)} mutations/s`,
    );
    console.log(
      `checked: ${expected.size} bookmark rows as expected (${MUTATIONS - PRESET} on, ${PRESET} tombstones), each mutation applied once`,
    );
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
