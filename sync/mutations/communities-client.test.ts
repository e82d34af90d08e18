// The community moves on the device, over the in-memory store: queueing shows the new state at
// once in the same transaction as the outbox row, moves are never coalesced, and settling removes
// the waiting state unless a later move of the same community still waits.
import { describe, expect, it } from 'vitest';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { communityJoinClient, communityMembershipKey } from './communities-client.ts';

const at = '2026-11-23T10:00:00.000Z';

describe('community moves on the device', () => {
  it('queues join then leave as two outbox rows, the device showing the latest wish', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, { owner: '7', name: 'community-join', args: { community_id: 3 }, at });
    expect(store.read('communityMemberships').get(communityMembershipKey('7', 3))).toMatchObject({
      state: 'member',
      pending: true,
    });
    await enqueueMutation(store, { owner: '7', name: 'community-leave', args: { community_id: 3 }, at });
    expect(store.size()).toBe(2);
    expect(store.read('communityMemberships').get('7:3')).toMatchObject({ state: 'none', pending: true });
    await enqueueMutation(store, { owner: '7', name: 'community-request', args: { community_id: 4 }, at });
    expect(store.read('communityMemberships').get('7:4')).toMatchObject({ communityId: 4, state: 'requested' });
  });

  it('drops the waiting state when settled, but keeps it while a later move waits', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, { owner: '7', name: 'community-join', args: { community_id: 3 }, at });
    const settle = (outcome: 'applied' | 'rejected', superseded: boolean) =>
      store.transaction(
        (tx) =>
          communityJoinClient.settle?.(tx, { owner: '7', at, outcome, superseded }, { community_id: 3 }) ??
          Promise.resolve(),
      );
    await settle('rejected', true);
    expect(store.read('communityMemberships').has('7:3')).toBe(true);
    await settle('applied', false);
    expect(store.read('communityMemberships').has('7:3')).toBe(false);
  });

  it('refuses malformed args before anything is written', async () => {
    const store = memoryDeviceStore();
    await expect(
      enqueueMutation(store, { owner: '7', name: 'community-join', args: { community_id: 0 }, at }),
    ).rejects.toThrow();
    expect(store.size()).toBe(0);
  });
});
