// One node killed with SIGKILL while clients read and push through the proxy: the proxy routes around it,
// every write a client saw acknowledged is there once (a client resends what got no answer, as the outbox
// does, and the server applies each mutation id once), and the only failed requests are those that were in
// flight on the dead node when it died.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collections } from '../../db/schema/collections.ts';
import { syncClients, syncMutations } from '../../db/schema/sync.ts';
import { one } from '../../db/store.ts';
import { mutation } from '../../api/testing/sync-push.ts';
import { call, cluster, clusterStore, killNode, restartNode, signUp } from './cluster-info.ts';

const store = clusterStore();
afterAll(async () => {
  await restartNode(0);
  await store.close();
});
const WRITERS = 6;
const READERS = 10;
const RUN_MS = 6000;
const KILL_AFTER_MS = 2000;
const READS = ['/api/catalog', '/api/main-page', '/api/search?query=%D0%BA%D0%BE%D1%81%D0%BC%D0%BE%D1%81'];

interface Sent {
  started: number;
  ok: boolean;
  /** The answer's status, 0 for no answer. */
  status: number;
  what: string;
}
const sent: Sent[] = [];

async function timed(what: string, request: () => Promise<Response>): Promise<Response | null> {
  const entry = { started: Date.now(), ok: false, status: 0, what };
  sent.push(entry);
  const res = await request().catch(() => null);
  entry.ok = res?.ok ?? false;
  entry.status = res?.status ?? 0;
  return res;
}

/** Pushes ids 1, 2, … one at a time until `until`; an id without an answer is sent again. Returns acked ids. */
async function writer(until: number) {
  const { token, userId } = await signUp(store);
  const client = randomUUID();
  let acked = 0;
  while (Date.now() < until) {
    const id = acked + 1;
    const m = mutation(id, 'collection-create', { client_key: `key-${id}-${client}`, title: `Подборка ${id}` });
    const res = await timed('push', () =>
      call(cluster.proxyUrl, 'POST', '/api/sync/push', token, {
        client_id: client,
        protocol_version: 1,
        mutations: [m],
      }),
    );
    if (res?.ok) acked = id;
  }
  return { client, userId, acked };
}

async function reader(until: number, i: number) {
  while (Date.now() < until) {
    const path = READS[i++ % READS.length]!;
    await timed(path, () => fetch(`${cluster.proxyUrl}${path}`).then(async (r) => (await r.text(), r)));
  }
}

describe('a node killed during a load of reads and pushes', () => {
  it('loses no acknowledged write, doubles none, and fails only requests in flight on it', async () => {
    const until = Date.now() + RUN_MS;
    const load = Promise.all([
      Promise.all(Array.from({ length: WRITERS }, () => writer(until))),
      Promise.all(Array.from({ length: READERS }, (_, i) => reader(until, i))),
    ]);
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS));
    await killNode(0);
    const dead = Date.now();
    const [writers] = await load;

    const failed = sent.filter((s) => !s.ok).map((s) => ({ ...s, started: s.started - dead }));
    // Each loop has one request in flight at a time: at most that many were on the dead node, and none sent
    // after it died fails (the proxy retries a refused connection on the other node and marks the dead one down).
    expect(failed.length, JSON.stringify(failed)).toBeLessThanOrEqual(WRITERS + READERS);
    expect(failed.filter((s) => s.started > 0)).toEqual([]);
    expect(sent.filter((s) => s.started > dead && s.ok).length).toBeGreaterThan(0);
    for (const w of writers) {
      expect(w.acked).toBeGreaterThan(0);
      const last = await one(store.db.select().from(syncClients).where(eq(syncClients.clientId, w.client)));
      // The last push may have been applied on the dead node with its answer lost: at most one more.
      expect(last!.lastMutationId - w.acked).toBeGreaterThanOrEqual(0);
      expect(last!.lastMutationId - w.acked).toBeLessThanOrEqual(1);
      const logged = await store.db
        .select({ id: syncMutations.mutationId, status: syncMutations.status })
        .from(syncMutations)
        .where(eq(syncMutations.clientId, w.client))
        .orderBy(asc(syncMutations.mutationId));
      expect(logged).toEqual(
        Array.from({ length: last!.lastMutationId }, (_, i) => ({ id: i + 1, status: 'applied' })),
      );
      const made = await store.db
        .select({ key: collections.clientKey })
        .from(collections)
        .where(and(eq(collections.userId, w.userId), isNull(collections.deletedAt)));
      expect(made).toHaveLength(last!.lastMutationId);
    }
  });
});
