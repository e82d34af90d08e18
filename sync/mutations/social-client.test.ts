// The social layer's device modules over the in-memory store: a like shows at once and coalesces
// with the next wish for the same item, a rejection falls back to the server's state, a pulled
// collection keeps a waiting offline change, and a rejected comment keeps its text.
import { describe, expect, it } from 'vitest';
import { applyPull } from '../client/pull.ts';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import {
  collectionCreateClient,
  collectionItemSetClient,
  collectionRenameClient,
  localCollectionId,
  withWishes,
} from './collections-client.ts';
import { commentAddClient } from './comments-client.ts';
import { reactionSetClient } from './reactions-client.ts';

const at = '2026-11-23T10:00:00.000Z';

describe('reaction-set on the device', () => {
  it('shows the wish at once, coalesces the next one, and drops a rejected row', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, {
      owner: '7',
      name: 'reaction-set',
      args: { type: 'post', id: 3, reaction: 'like' },
      at,
    });
    expect(store.read('reactions').get('7:post:3')).toMatchObject({ value: 1, pending: true });
    await enqueueMutation(store, {
      owner: '7',
      name: 'reaction-set',
      args: { type: 'post', id: 3, reaction: 'dislike' },
      at,
    });
    expect(store.size()).toBe(1);
    expect(store.read('reactions').get('7:post:3')).toMatchObject({ value: -1, pending: true });
    const args = { type: 'post', id: 3, reaction: 'dislike' } as const;
    await store.transaction(
      (tx) =>
        reactionSetClient.settle?.(tx, { owner: '7', at, outcome: 'applied', superseded: false }, args) ??
        Promise.resolve(),
    );
    expect(store.read('reactions').get('7:post:3')).toMatchObject({ value: -1, pending: false });
    await store.transaction(
      (tx) =>
        reactionSetClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'rejected', detail: "You can't add dislike", superseded: false },
          args,
        ) ?? Promise.resolve(),
    );
    expect(store.read('reactions').has('7:post:3')).toBe(false);
  });

  it('pulls reactions from another device but keeps a wish still waiting', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, {
      owner: '7',
      name: 'reaction-set',
      args: { type: 'post', id: 3, reaction: 'none' },
      at,
    });
    await applyPull(store, '7', {
      cookie: 9,
      reactions: [
        { type: 'post', id: 3, value: 1, updated_at: at },
        { type: 'news', id: 4, value: -1, updated_at: at },
      ],
    });
    expect(store.read('reactions').get('7:post:3')).toMatchObject({ value: 0, pending: true });
    expect(store.read('reactions').get('7:news:4')).toMatchObject({ value: -1, pending: false });
  });
});

describe('collections on the device', () => {
  const pulled = (pageIds: number[]) => ({
    cookie: 5,
    collections: [
      { id: 2, title: 'Физика', description: '', is_public: false, cover: null, page_ids: pageIds, updated_at: at },
    ],
  });

  it('applies an offline add at once and keeps it through a pull until it is settled', async () => {
    const store = memoryDeviceStore();
    await applyPull(store, '7', pulled([10]));
    await enqueueMutation(store, {
      owner: '7',
      name: 'collection-item-set',
      args: { collection_id: 2, page_id: 11, on: true },
      at,
    });
    expect(store.read('collections').get('7:2')?.pageIds).toEqual([10, 11]);
    await applyPull(store, '7', pulled([10]));
    expect(store.read('collections').get('7:2')?.pageIds).toEqual([10, 11]);
    await store.transaction(
      (tx) =>
        collectionItemSetClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'applied', superseded: false },
          { collection_id: 2, page_id: 11, on: true },
        ) ?? Promise.resolve(),
    );
    expect(store.read('collections').get('7:2')).toMatchObject({
      pageIds: [10, 11],
      serverPageIds: [10, 11],
      wishes: {},
    });
    await applyPull(store, '7', { cookie: 6, collections: [{ id: 2, deleted: true }] });
    expect(store.read('collections').has('7:2')).toBe(false);
  });

  it('combines the server list with removals and additions', () => {
    expect(withWishes([1, 2, 3], { 2: false, 4: true, 1: true })).toEqual([1, 3, 4]);
  });
});

describe('a collection made offline', () => {
  const key = 'made-offline-1';
  const temp = localCollectionId(key);
  it('shows at once under a temporary id, is filled and renamed by key, and takes the server id', async () => {
    const store = memoryDeviceStore();
    const create = { client_key: key, title: 'В поход' };
    const add = { collection_key: key, page_id: 11, on: true };
    const rename = { collection_key: key, title: 'В поход летом' };
    await enqueueMutation(store, { owner: '7', name: 'collection-create', args: create, at });
    await enqueueMutation(store, { owner: '7', name: 'collection-item-set', args: add, at });
    await enqueueMutation(store, { owner: '7', name: 'collection-rename', args: rename, at });
    expect(temp).toBeLessThan(0);
    expect(store.read('collections').get(`7:${temp}`)).toMatchObject({
      id: temp,
      pending: true,
      title: 'В поход летом',
      serverTitle: 'В поход',
      pageIds: [11],
    });
    // The server answers the create with id 40; the row moves there and keeps the waiting wishes.
    await store.transaction(
      (tx) =>
        collectionCreateClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'applied', superseded: false, value: { id: 40 } },
          create,
        ) ?? Promise.resolve(),
    );
    expect(store.read('collections').has(`7:${temp}`)).toBe(false);
    expect(store.read('collections').get('7:40')).toMatchObject({
      id: 40,
      localId: temp,
      clientKey: key,
      title: 'В поход летом',
      pageIds: [11],
      serverPageIds: [],
    });
    expect(store.read('collections').get('7:40')?.pending).toBeUndefined();
    // The mutations queued by key settle on the moved row.
    await store.transaction(async (tx) => {
      await collectionItemSetClient.settle?.(tx, { owner: '7', at, outcome: 'applied', superseded: false }, add);
      await collectionRenameClient.settle?.(tx, { owner: '7', at, outcome: 'applied', superseded: false }, rename);
    });
    expect(store.read('collections').get('7:40')).toMatchObject({
      title: 'В поход летом',
      serverPageIds: [11],
      pageIds: [11],
      wishes: {},
    });
    expect(store.read('collections').get('7:40')?.serverTitle).toBeUndefined();
  });

  it('is replaced by the pulled row when its create was applied but not settled, keeping waiting wishes', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, {
      owner: '7',
      name: 'collection-create',
      args: { client_key: key, title: 'Опыты' },
      at,
    });
    await enqueueMutation(store, {
      owner: '7',
      name: 'collection-item-set',
      args: { collection_key: key, page_id: 5, on: true },
      at,
    });
    await applyPull(store, '7', {
      cookie: 3,
      collections: [
        {
          id: 41,
          title: 'Опыты',
          description: '',
          is_public: false,
          cover: null,
          page_ids: [],
          updated_at: at,
          client_key: key,
        },
      ],
    });
    expect(store.read('collections').has(`7:${temp}`)).toBe(false);
    expect(store.read('collections').get('7:41')).toMatchObject({ localId: temp, clientKey: key, pageIds: [5] });
  });

  it('goes when the server refuses it, and a refused rename puts the title back', async () => {
    const store = memoryDeviceStore();
    const create = { client_key: key, title: 'Химия' };
    await enqueueMutation(store, { owner: '7', name: 'collection-create', args: create, at });
    await store.transaction(
      (tx) =>
        collectionCreateClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'rejected', detail: 'You are already add collection', superseded: false },
          create,
        ) ?? Promise.resolve(),
    );
    expect(store.read('collections').size).toBe(0);

    await applyPull(store, '7', {
      cookie: 4,
      collections: [
        { id: 2, title: 'Физика', description: '', is_public: false, cover: null, page_ids: [], updated_at: at },
      ],
    });
    const rename = { collection_id: 2, title: 'Химия' };
    await enqueueMutation(store, { owner: '7', name: 'collection-rename', args: rename, at });
    expect(store.read('collections').get('7:2')).toMatchObject({ title: 'Химия', serverTitle: 'Физика' });
    // A pull while the rename waits keeps the wish shown.
    await applyPull(store, '7', {
      cookie: 5,
      collections: [
        { id: 2, title: 'Физика', description: '', is_public: true, cover: null, page_ids: [], updated_at: at },
      ],
    });
    expect(store.read('collections').get('7:2')).toMatchObject({
      title: 'Химия',
      serverTitle: 'Физика',
      isPublic: true,
    });
    await store.transaction(
      (tx) =>
        collectionRenameClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'rejected', detail: 'You are already add collection', superseded: false },
          rename,
        ) ?? Promise.resolve(),
    );
    expect(store.read('collections').get('7:2')).toMatchObject({ title: 'Физика' });
    expect(store.read('collections').get('7:2')?.serverTitle).toBeUndefined();
  });
});

describe('follows and blocks on the device', () => {
  const user = (id: number) => ({ id, name: `Участник ${id}`, avatar: null, since: at });

  it('takes the pulled relations whole, keeps a wish still waiting, and drops what the server no longer has', async () => {
    const store = memoryDeviceStore();
    await applyPull(store, '7', {
      cookie: 3,
      relations: [{ following: [user(1), user(2)], followers: [user(3)], blocked: [user(4)] }],
    });
    expect(store.read('userRelations').get('7:follow:1')).toMatchObject({
      on: true,
      pending: false,
      name: 'Участник 1',
    });
    expect(store.read('userRelations').get('7:follower:3')).toMatchObject({ on: true });
    expect(store.read('userRelations').get('7:block:4')).toMatchObject({ on: true });
    // Offline: unfollow 2 (waits), then a pull from before that change arrives.
    await enqueueMutation(store, { owner: '7', name: 'follow-set', args: { user_id: 2, on: false }, at });
    expect(store.read('userRelations').get('7:follow:2')).toMatchObject({
      on: false,
      pending: true,
      name: 'Участник 2',
    });
    await applyPull(store, '7', {
      cookie: 4,
      relations: [{ following: [user(2)], followers: [], blocked: [user(4)] }],
    });
    const rows = store.read('userRelations');
    expect(rows.get('7:follow:2')).toMatchObject({ on: false, pending: true });
    expect(rows.has('7:follow:1')).toBe(false);
    expect(rows.has('7:follower:3')).toBe(false);
    expect(rows.get('7:block:4')).toMatchObject({ on: true });
  });
});

describe('comment-add on the device', () => {
  it('waits visibly, goes when applied, and keeps the text with the detail when rejected', async () => {
    const store = memoryDeviceStore();
    const args = { type: 'post', id: 3, text: 'Вопрос', client_key: 'key-12345' } as const;
    await enqueueMutation(store, { owner: '7', name: 'comment-add', args, at });
    expect(store.read('pendingComments').get('7:key-12345')).toMatchObject({ text: 'Вопрос', state: 'waiting' });
    await store.transaction(
      (tx) =>
        commentAddClient.settle?.(
          tx,
          { owner: '7', at, outcome: 'rejected', detail: "You can't add comment", superseded: false },
          args,
        ) ?? Promise.resolve(),
    );
    expect(store.read('pendingComments').get('7:key-12345')).toMatchObject({
      text: 'Вопрос',
      state: 'rejected',
      detail: "You can't add comment",
    });
    await store.transaction(
      (tx) =>
        commentAddClient.settle?.(tx, { owner: '7', at, outcome: 'applied', superseded: false }, args) ??
        Promise.resolve(),
    );
    expect(store.read('pendingComments').has('7:key-12345')).toBe(false);
  });
});
