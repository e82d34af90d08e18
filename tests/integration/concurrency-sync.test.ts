// Parallel pushes of one sync client through the real app on the engine under test: however the
// overlapping batches interleave, each mutation id is applied exactly once and in id order. The
// mutations show both: collection-item-set adds count and keep their position (order), renames
// leave the title of the last one, and the stored results answer replays alike.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { collectionItems, collections } from '../../db/schema/collections.ts';
import { syncClients, syncMutations } from '../../db/schema/sync.ts';
import { one } from '../../db/store.ts';
import { makePage } from '../../api/testing/social-fixtures.ts';
import { mutation, type PushBody, type TestMutation } from '../../api/testing/sync-push.ts';
import { createTestApp } from '../../api/testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

async function push(token: string, client: string, batch: TestMutation[]) {
  const res = await t.call('POST', '/api/sync/push', {
    token,
    body: { client_id: client, protocol_version: 1, mutations: batch },
  });
  return { status: res.status, body: (await res.json()) as PushBody & { detail?: string } };
}

async function lastOf(client: string): Promise<number> {
  const row = await one(db.select().from(syncClients).where(eq(syncClients.clientId, client)));
  return row?.lastMutationId ?? 0;
}

/**
 * Ids 1-20 of one client: 1 creates a collection (named by its client key, as offline), even ids
 * rename it ('Название {id}'), odd ids 3-17 add pages 0-7 and 19 takes page 0 out again.
 */
function twentyMutations(key: string, pages: number[]): TestMutation[] {
  const ref = { collection_key: key };
  return Array.from({ length: 20 }, (_, i) => {
    const id = i + 1;
    if (id === 1) return mutation(1, 'collection-create', { client_key: key, title: 'Название 1' });
    if (id % 2 === 0) return mutation(id, 'collection-rename', { ...ref, title: `Название ${id}` });
    if (id === 19) return mutation(19, 'collection-item-set', { ...ref, page_id: pages[0], on: false });
    return mutation(id, 'collection-item-set', { ...ref, page_id: pages[(id - 3) / 2], on: true });
  });
}

describe('parallel pushes of one client', () => {
  it('apply each of ids 1-20 once and in order when overlapping batches arrive at once', async () => {
    const { token, userId } = await t.signUp();
    const pages: number[] = [];
    for (let i = 0; i < 8; i++) pages.push(await makePage(t, null));
    const client = randomUUID();
    const key = `coll-${randomUUID()}`;
    const all = twentyMutations(key, pages);
    const range = (from: number, to: number) => all.slice(from - 1, to);
    const batches = [range(1, 10), range(1, 10), range(5, 15), range(11, 20), range(1, 20)];
    const answers = await Promise.all(batches.map((b) => push(token, client, b)));
    const results: PushBody['results'] = [];
    for (const [i, a] of answers.entries()) {
      // A batch that starts above the applied ids is a gap (409), as for a real outbox.
      if (a.status === 409) expect(a.body.detail, `batch ${i}`).toBe('Mutation id gap');
      else expect(a.status, `batch ${i}`).toBe(200);
      if (a.status === 200) results.push(...a.body.results);
    }
    // Then the outbox resends whatever is above the server's last applied id.
    for (let round = 0; round < 5 && (await lastOf(client)) < 20; round++) {
      const rest = await push(token, client, all.slice(await lastOf(client)));
      expect(rest.status).toBe(200);
      results.push(...rest.body.results);
    }
    expect(await lastOf(client)).toBe(20);
    expect(results.every((r) => r.status === 'applied')).toBe(true);

    const logged = await db
      .select()
      .from(syncMutations)
      .where(eq(syncMutations.clientId, client))
      .orderBy(asc(syncMutations.mutationId));
    expect(logged.map((r) => [r.mutationId, r.name, r.status])).toEqual(all.map((m) => [m.id, m.name, 'applied']));

    // One collection, created once: every answer for id 1 (first run or replay) names it.
    const mine = await db
      .select()
      .from(collections)
      .where(and(eq(collections.userId, userId), isNull(collections.deletedAt)));
    expect(mine).toHaveLength(1);
    const created = results.filter((r) => r.id === 1) as { value?: unknown }[];
    expect(created.length).toBeGreaterThan(0);
    for (const r of created) expect(r.value).toEqual({ id: mine[0]!.id });
    // The state of id 20: its title, pages 1-7 in the order they were added (page 0 added, then out).
    expect(mine[0]!.title).toBe('Название 20');
    const items = await db
      .select({ pageId: collectionItems.pageId })
      .from(collectionItems)
      .where(eq(collectionItems.collectionId, mine[0]!.id))
      .orderBy(asc(collectionItems.position));
    expect(items.map((r) => r.pageId)).toEqual(pages.slice(1));
  });
});
