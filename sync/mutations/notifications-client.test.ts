// Notification actions on the device, over the in-memory store: a read mark shows at once on the
// kept rows (only the owner's, only the named ones); settings show at once as pending, coalesce to
// the last wish, take the server's saved value, and a rejection puts back the confirmed settings.
import { describe, expect, it } from 'vitest';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { notificationSettingsSetClient } from './notifications-client.ts';

const at = '2026-11-23T10:00:00.000Z';
const row = (owner: string, id: number) => ({ key: `${owner}:${id}`, owner, id, isRead: false, data: {}, savedAt: 0 });

describe('notification actions on the device', () => {
  it('marks only the named rows of the owner read, in the same transaction as the outbox row', async () => {
    const store = memoryDeviceStore();
    await store.transaction(async (tx) => {
      for (const r of [row('7', 1), row('7', 2), row('8', 1)]) await tx.table('notifications').put(r);
    });
    await enqueueMutation(store, { owner: '7', name: 'notification-read', args: { ids: [1, 99] }, at });
    expect(store.size()).toBe(1);
    const after = store.read('notifications');
    expect([...after.values()].map((r) => [r.key, r.isRead])).toEqual([
      ['7:1', true],
      ['7:2', false],
      ['8:1', false],
    ]);
  });

  it('coalesces settings to the last wish, then settles to the saved value or back to the confirmed one', async () => {
    const store = memoryDeviceStore();
    const confirmed = { type_1: true, type_2: true };
    await store.transaction((tx) =>
      tx.table('notificationSettings').put({ key: '7', settings: confirmed, pending: false, updatedAt: at }),
    );
    await enqueueMutation(store, {
      owner: '7',
      name: 'notification-settings-set',
      args: { settings: { type_1: false, type_2: true } },
      at,
    });
    await enqueueMutation(store, {
      owner: '7',
      name: 'notification-settings-set',
      args: { settings: { type_1: false, type_2: false } },
      at,
    });
    expect(store.size()).toBe(1);
    expect(store.read('notificationSettings').get('7')).toMatchObject({
      settings: { type_1: false, type_2: false },
      pending: true,
      before: confirmed,
    });
    const args = { settings: { type_1: false, type_2: false } };
    const settle = (outcome: 'applied' | 'rejected', value?: unknown) =>
      store.transaction(
        (tx) =>
          notificationSettingsSetClient.settle?.(tx, { owner: '7', at, outcome, superseded: false, value }, args) ??
          Promise.resolve(),
      );
    await settle('rejected');
    expect(store.read('notificationSettings').get('7')).toMatchObject({ settings: confirmed, pending: false });
    await settle('applied', { settings: { type_1: false, type_2: false, type_3: true } });
    expect(store.read('notificationSettings').get('7')).toMatchObject({
      settings: { type_1: false, type_2: false, type_3: true },
      pending: false,
    });
  });
});
