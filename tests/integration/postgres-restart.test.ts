// PostgreSQL restarted while devices push: every push that could not be stored answers 503 with
// Retry-After (never 500), the devices keep their outbox and push again, and in the end every
// mutation is applied exactly once: 0 lost, 0 doubled. Runs on a PostgreSQL server of its own,
// whichever engine the rest of the run tests, since it restarts that server.
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminQuery, openPostgresStore, type PostgresStore } from '../../db/client.ts';
import { comments } from '../../db/schema/content.ts';
import { syncClients, syncMutations } from '../../db/schema/sync.ts';
import { createApp } from '../../api/app.ts';
import { testConfig } from '../../api/config.ts';
import { createLogger } from '../../api/lib/logger.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { fillDatabase } from '../../api/testing/test-database.ts';
import { makePage } from '../../api/testing/social-fixtures.ts';
import { users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.ts';

const DEVICES = 4;
const PER_DEVICE = 25;

let server: PostgresServer;
let store: PostgresStore;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  server = await startPostgres();
  await adminQuery(server.url, 'create database restart_test');
  store = openPostgresStore(server.urlOf('restart_test'), { poolSize: 4 });
  await fillDatabase(store, false);
  app = createApp({ db: store.db, store, config: testConfig({}), logger: createLogger('silent') });
}, 120_000);

afterAll(async () => {
  await store?.close();
  server?.stop();
});

interface Outcome {
  statuses: number[];
}

/** One device: pushes its outbox one mutation at a time, keeps what was not acknowledged, retries on 503. */
async function device(token: string, page: number, tag: string, outcome: Outcome): Promise<string> {
  const client = randomUUID();
  const outbox = Array.from({ length: PER_DEVICE }, (_, i) => ({
    id: i + 1,
    name: 'comment-add',
    args: { type: 'post', id: page, text: `${tag} ${i + 1}`, client_key: randomUUID() },
    at: new Date().toISOString(),
  }));
  while (outbox.length > 0) {
    const res = await app.request('/api/sync/push', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: client, protocol_version: 1, mutations: outbox.slice(0, 2) }),
    });
    outcome.statuses.push(res.status);
    if (res.status === 503) {
      expect(res.headers.get('retry-after')).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 50));
      continue;
    }
    expect(res.status).toBe(200);
    const body = (await res.json()) as { last_mutation_id: number; results: { id: number; status: string }[] };
    expect(body.results.every((r) => r.status === 'applied')).toBe(true);
    while (outbox.length > 0 && outbox[0]!.id <= body.last_mutation_id) outbox.shift();
  }
  return client;
}

describe('a PostgreSQL restart during sync pushes', () => {
  it('loses nothing and doubles nothing; the pushes it cut answer 503 and are retried', async () => {
    const user = await one(
      store.db
        .insert(users)
        .values({ login: 'restart@example.org', name: 'Тест', lastName: 'Тестов', isAgreement: true })
        .returning({ id: users.id }),
    );
    const { token } = await createSession(store.db, user!.id);
    const page = await makePage({ deps: { db: store.db } }, user!.id);
    const outcome: Outcome = { statuses: [] };
    const tag = `restart-${Date.now()}`;
    const pushing = Promise.all(
      Array.from({ length: DEVICES }, (_, d) => device(token, page, `${tag} d${d}`, outcome)),
    );
    // Restart once the devices are well under way.
    while (outcome.statuses.length < DEVICES * 3) await new Promise((resolve) => setTimeout(resolve, 5));
    await server.restart();
    const clients = await pushing;

    expect(outcome.statuses).toContain(503);
    expect(outcome.statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    const stored = await store.db
      .select({ text: comments.text })
      .from(comments)
      .where(like(comments.text, `${tag}%`));
    expect(stored).toHaveLength(DEVICES * PER_DEVICE);
    expect(new Set(stored.map((c) => c.text)).size).toBe(DEVICES * PER_DEVICE);
    for (const client of clients) {
      const row = await one(store.db.select().from(syncClients).where(eq(syncClients.clientId, client)));
      expect(row?.lastMutationId).toBe(PER_DEVICE);
      const applied = await store.db
        .select({ n: sql<number>`count(*)` })
        .from(syncMutations)
        .where(and(eq(syncMutations.clientId, client), eq(syncMutations.status, 'applied')));
      expect(applied[0]?.n).toBe(PER_DEVICE);
    }
  }, 120_000);
});
