// Follows and blocks on the device, over the in-memory store: the pulled relations are taken whole
// and a waiting wish is kept.
import { describe, expect, it } from 'vitest';
import { applyPull } from '../client/pull.ts';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';

const at = '2026-11-23T10:00:00.000Z';

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
