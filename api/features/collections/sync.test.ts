// 'collection-item-set' through POST /api/sync/push and the 'collections' pull: a replay adds a
// material once, only the owner changes a collection, and a second device pulls the collection
// made by REST, its materials, and its deletion.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makePage } from '../../testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = createTestApp({ seed: false });
afterAll(() => t.close());

async function create(token: string, title: string) {
  const res = await t.call('POST', '/api/collection', { token, body: { title, client_key: randomUUID() } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
async function pull(token: string, cookie = 0) {
  const res = await t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { cookie: number; collections: Record<string, unknown>[] };
}

describe('collection-item-set', () => {
  it('adds once on replay, removes, and refuses a collection of someone else', async () => {
    const me = t.signUp();
    const other = t.signUp();
    const page = makePage(t, null);
    const mine = await create(me.token, 'Физика');
    const theirs = await create(other.token, 'Химия');
    const client = randomUUID();
    const batch = [
      mutation(1, 'collection-item-set', { collection_id: mine, page_id: page, on: true }),
      mutation(2, 'collection-item-set', { collection_id: theirs, page_id: page, on: true }),
    ];
    await pushMutations(t, me.token, client, batch);
    const replay = await pushMutations(t, me.token, client, batch);
    expect(replay.results).toMatchObject([
      { id: 1, status: 'applied' },
      { id: 2, status: 'rejected', detail: 'Collection not found' },
    ]);
    const read = async (id: number, token: string) =>
      (await (await t.call('GET', `/api/collection/${id}`, { token })).json()) as { page_ids: number[] };
    expect((await read(mine, me.token)).page_ids).toEqual([page]);
    expect((await read(theirs, other.token)).page_ids).toEqual([]);
    // Adding again is harmless; removing empties it.
    await pushMutations(t, me.token, client, [
      mutation(3, 'collection-item-set', { collection_id: mine, page_id: page, on: true }),
      mutation(4, 'collection-item-set', { collection_id: mine, page_id: page, on: false }),
    ]);
    expect((await read(mine, me.token)).page_ids).toEqual([]);
  });

  it('lets a second device pull a collection made by REST, its materials and its deletion', async () => {
    const me = t.signUp();
    const page = makePage(t, null);
    const id = await create(me.token, 'Для доклада');
    await t.call('PUT', `/api/collection/${id}/add_content`, { token: me.token, body: { page } });
    const first = await pull(me.token);
    expect(first.collections).toEqual([
      expect.objectContaining({ id, title: 'Для доклада', page_ids: [page], is_public: false }),
    ]);
    await t.call('DELETE', `/api/collection/${id}`, { token: me.token });
    expect((await pull(me.token, first.cookie)).collections).toEqual([{ id, deleted: true }]);
    // Another user's pull never carries it.
    expect((await pull(t.signUp().token)).collections ?? []).toEqual([]);
  });
});
