// Collections on the device, over the in-memory store: an offline add or a collection made offline
// shows at once, a pull keeps a waiting change, and a refusal puts the server's state back.
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

const at = '2026-11-23T10:00:00.000Z';

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
