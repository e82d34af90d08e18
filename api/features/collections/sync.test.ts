// 'collection-create', 'collection-rename' and 'collection-item-set' through POST /api/sync/push
// and the 'collections' pull: a replay creates a collection and adds a material once, a collection
// made offline is named by its client_key until the device knows its id, only the owner changes a
// collection, and a second device pulls the collection, its materials, and its deletion.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { makePage } from '../../testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

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
    const me = await t.signUp();
    const other = await t.signUp();
    const page = await makePage(t, null);
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
    const me = await t.signUp();
    const page = await makePage(t, null);
    const id = await create(me.token, 'Для доклада');
    await t.call('PUT', `/api/collection/${id}/add_content`, { token: me.token, body: { page } });
    const first = await pull(me.token);
    expect(first.collections).toEqual([
      expect.objectContaining({ id, title: 'Для доклада', page_ids: [page], is_public: false }),
    ]);
    await t.call('DELETE', `/api/collection/${id}`, { token: me.token });
    expect((await pull(me.token, first.cookie)).collections).toEqual([{ id, deleted: true }]);
    // Another user's pull never carries it.
    expect((await pull((await t.signUp()).token)).collections ?? []).toEqual([]);
  });

  it('creates a collection offline once, fills and renames it by its client_key, and answers its id', async () => {
    const me = await t.signUp();
    const page = await makePage(t, null);
    const key = randomUUID();
    const client = randomUUID();
    const batch = [
      mutation(1, 'collection-create', { client_key: key, title: 'В поход' }),
      mutation(2, 'collection-item-set', { collection_key: key, page_id: page, on: true }),
      mutation(3, 'collection-rename', { collection_key: key, title: 'В поход летом' }),
    ];
    const first = await pushMutations(t, me.token, client, batch);
    expect(first.results.map((r) => r.status)).toEqual(['applied', 'applied', 'applied']);
    const id = (first.results[0] as { value?: { id: number } }).value?.id;
    expect(id).toBeGreaterThan(0);
    // The same batch again (the answer was lost), and the create from a second client: still one.
    const replay = await pushMutations(t, me.token, client, batch);
    expect((replay.results[0] as { value?: { id: number } }).value).toEqual({ id });
    const again = await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'collection-create', { client_key: key, title: 'В поход' }),
    ]);
    expect(again.results[0]).toMatchObject({ status: 'applied', value: { id } });
    const list = (await (await t.call('GET', '/api/collection', { token: me.token })).json()) as {
      list: { id: number; title: string; page_ids: number[] }[];
    };
    expect(list.list).toEqual([expect.objectContaining({ id, title: 'В поход летом', page_ids: [page] })]);
    // The pull tells the device which of its keys this is.
    expect((await pull(me.token)).collections).toEqual([
      expect.objectContaining({ id, title: 'В поход летом', client_key: key, page_ids: [page] }),
    ]);
  });

  it('refuses a second collection with a title the user has, a key of another user, and a nameless change', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const page = await makePage(t, null);
    const theirKey = randomUUID();
    await pushMutations(t, other.token, randomUUID(), [
      mutation(1, 'collection-create', { client_key: theirKey, title: 'Чужая' }),
    ]);
    await create(me.token, 'Химия');
    const res = await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'collection-create', { client_key: randomUUID(), title: 'химия' }),
      mutation(2, 'collection-item-set', { collection_key: theirKey, page_id: page, on: true }),
      mutation(3, 'collection-rename', { collection_key: theirKey, title: 'Моя' }),
      mutation(4, 'collection-item-set', { page_id: page, on: true }),
    ]);
    expect(res.results).toMatchObject([
      { id: 1, status: 'rejected', detail: 'You are already add collection' },
      { id: 2, status: 'rejected', detail: 'Collection not found' },
      { id: 3, status: 'rejected', detail: 'Collection not found' },
      { id: 4, status: 'rejected' },
    ]);
    const theirs = (await (await t.call('GET', '/api/collection', { token: other.token })).json()) as {
      list: { title: string; page_ids: number[] }[];
    };
    expect(theirs.list).toEqual([expect.objectContaining({ title: 'Чужая', page_ids: [] })]);
  });

  it('renames by id: the last rename wins, and a title taken by another of the collections is refused', async () => {
    const me = await t.signUp();
    const a = await create(me.token, 'Первая');
    await create(me.token, 'Вторая');
    const res = await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'collection-rename', { collection_id: a, title: 'Вторая' }),
      mutation(2, 'collection-rename', { collection_id: a, title: 'Звёзды' }),
      mutation(3, 'collection-rename', { collection_id: a, title: 'Звёзды и планеты' }),
    ]);
    expect(res.results.map((r) => r.status)).toEqual(['rejected', 'applied', 'applied']);
    const read = (await (await t.call('GET', `/api/collection/${a}`, { token: me.token })).json()) as { title: string };
    expect(read.title).toBe('Звёзды и планеты');
  });
});
