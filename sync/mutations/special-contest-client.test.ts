// The vote on the device, over the in-memory store: queueing shows the vote at once (pending) in the
// same transaction as the outbox row; applied, it stays as the user's vote; rejected, it goes so
// the screen shows the server's state; points outside 1-5 are refused before anything is written.
import { describe, expect, it } from 'vitest';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { specialVoteClient, specialVoteKey } from './special-contest-client.ts';

const at = '2026-11-23T10:00:00.000Z';
const args = { video_id: 12, clarity: 5, fascination: 4, scientific: 3 };

describe('special-vote on the device', () => {
  it('shows the vote at once, keeps it when applied and drops it when rejected', async () => {
    const store = memoryDeviceStore();
    await enqueueMutation(store, { owner: '7', name: 'special-vote', args, at });
    expect(store.size()).toBe(1);
    expect(store.read('specialVotes').get(specialVoteKey('7', 12))).toMatchObject({ clarity: 5, pending: true });
    const settle = (outcome: 'applied' | 'rejected') =>
      store.transaction(
        (tx) =>
          specialVoteClient.settle?.(tx, { owner: '7', at, outcome, superseded: false }, args) ?? Promise.resolve(),
      );
    await settle('applied');
    expect(store.read('specialVotes').get('7:12')).toMatchObject({ scientific: 3, pending: false });
    await settle('rejected');
    expect(store.read('specialVotes').has('7:12')).toBe(false);
  });

  it('refuses points outside 1 to 5 before anything is written', async () => {
    const store = memoryDeviceStore();
    await expect(
      enqueueMutation(store, { owner: '7', name: 'special-vote', args: { ...args, clarity: 6 }, at }),
    ).rejects.toThrow();
    expect(store.size()).toBe(0);
    expect(store.read('specialVotes').size).toBe(0);
  });
});
