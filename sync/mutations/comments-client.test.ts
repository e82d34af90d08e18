// comment-add on the device, over the in-memory store: it waits visibly, goes when applied, and a
// rejected comment keeps its text with the server's detail.
import { describe, expect, it } from 'vitest';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { commentAddClient } from './comments-client.ts';

const at = '2026-11-23T10:00:00.000Z';

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
