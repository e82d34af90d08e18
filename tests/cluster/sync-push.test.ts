// One client's pushes sent to both nodes at once (each node addressed directly): however the overlapping
// batches interleave across the two processes, each mutation id is applied once and in id order, as on one
// node (tests/integration/concurrency-sync.test.ts is the one-process twin of this test).
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../../db/schema/collections.ts';
import { pages } from '../../db/schema/content.ts';
import { syncClients, syncMutations } from '../../db/schema/sync.ts';
import { one } from '../../db/store.ts';
import { mutation, type PushBody, type TestMutation } from '../../api/testing/sync-push.ts';
import { call, cluster, clusterStore, signUp } from './cluster-info.ts';

const store = clusterStore();
afterAll(() => store.close());
const [node1, node2] = cluster.nodes.map((n) => n.url) as [string, string];

async function push(base: string, token: string, client: string, batch: TestMutation[]) {
  const res = await call(base, 'POST', '/api/sync/push', token, {
    client_id: client,
    protocol_version: 1,
    mutations: batch,
  });
  return { status: res.status, body: (await res.json()) as PushBody & { detail?: string } };
}

const lastOf = async (client: string) =>
  (await one(store.db.select().from(syncClients).where(eq(syncClients.clientId, client))))?.lastMutationId ?? 0;

/** Ids 1-20: 1 creates a collection, even ids rename it, odd ids 3-17 add pages 0-7, 19 takes page 0 out. */
function twentyMutations(key: string, pageIds: number[]): TestMutation[] {
  const ref = { collection_key: key };
  return Array.from({ length: 20 }, (_, i) => {
    const id = i + 1;
    if (id === 1) return mutation(1, 'collection-create', { client_key: key, title: 'Название 1' });
    if (id % 2 === 0) return mutation(id, 'collection-rename', { ...ref, title: `Название ${id}` });
    if (id === 19) return mutation(19, 'collection-item-set', { ...ref, page_id: pageIds[0], on: false });
    return mutation(id, 'collection-item-set', { ...ref, page_id: pageIds[(id - 3) / 2], on: true });
  });
}

describe('one client pushing to both nodes at once', () => {
  it('has each of ids 1-20 applied once and in order', async () => {
    const { token, userId } = await signUp(store);
    const published = await store.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.isPublished, true))
      .orderBy(asc(pages.id))
      .limit(8);
    const pageIds = published.map((p) => p.id);
    expect(pageIds).toHaveLength(8);
    const client = randomUUID();
    const all = twentyMutations(`coll-${randomUUID()}`, pageIds);
    const range = (from: number, to: number) => all.slice(from - 1, to);
    const batches = [range(1, 10), range(1, 10), range(5, 15), range(11, 20), range(1, 20), range(1, 5)];
    // Even batches to node 1, odd ones to node 2, all at the same moment.
    const answers = await Promise.all(batches.map((b, i) => push(i % 2 ? node2 : node1, token, client, b)));
    for (const [i, a] of answers.entries()) {
      if (a.status === 409) expect(a.body.detail, `batch ${i}`).toBe('Mutation id gap');
      else expect(a.status, `batch ${i}`).toBe(200);
    }
    // The outbox then resends what is above the server's last applied id, through the proxy.
    for (let round = 0; round < 5 && (await lastOf(client)) < 20; round++) {
      const rest = await push(cluster.proxyUrl, token, client, all.slice(await lastOf(client)));
      expect(rest.status).toBe(200);
    }
    expect(await lastOf(client)).toBe(20);
    const logged = await store.db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, client))
      .orderBy(asc(syncMutations.mutationId));
    expect(logged.map((r) => [r.mutationId, r.name, r.status])).toEqual(all.map((m) => [m.id, m.name, 'applied']));
    const mine = await store.db
      .select()
      .from(collections)
      .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.title).toBe('Название 20');
    const items = await store.db
      .select({ pageId: collectionItems.pageId })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, mine[0]!.id))
      .orderBy(asc(collectionItems.position));
    expect(items.map((r) => r.pageId)).toEqual(pageIds.slice(1));
  });
});
