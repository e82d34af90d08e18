// The social layer's device modules over the in-memory store: a like shows at once and coalesces
// with the next wish for the same item, a rejection falls back to the server's state, a pulled
// collection keeps a waiting offline change, and a rejected comment keeps its text.
import { describe, expect, it } from 'vitest';
import { applyPull } from '../client/pull.ts';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { collectionItemSetClient, withWishes } from './collections-client.ts';
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
