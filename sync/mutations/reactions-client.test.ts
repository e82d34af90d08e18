// reaction-set on the device, over the in-memory store: a like shows at once and coalesces with the
// next wish for the same item, a rejection falls back to the server's state, and a pull keeps a
// waiting wish.
import { describe, expect, it } from 'vitest';
import { applyPull } from '../client/pull.ts';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
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
