// A kept work's send on the device, over the in-memory store: queueing marks the kept work
// 'sending' in the same transaction as the outbox row (so the upload queue never queues it twice);
// applied, it is 'sent' and an IndexedDB copy of its video is gone; rejected, it keeps the reason.
import { describe, expect, it } from 'vitest';
import type { PendingWorkRow } from '../client/local-schema.ts';
import { enqueueMutation } from '../client/enqueue.ts';
import { memoryDeviceStore } from '../client/memory-device-store.ts';
import { contestWorkSendClient, pendingWorkKey } from './contest-works-client.ts';

const at = '2026-11-23T10:00:00.000Z';
const key = pendingWorkKey('7', 'a1b2c3d4-kept');
const args = {
  contest_id: 3,
  upload_id: 'f'.repeat(32),
  name: 'Радуга',
  description: 'Спектр в стакане',
  nomination_id: 4,
  client_key: 'a1b2c3d4-kept',
};
const row: PendingWorkRow = {
  key,
  owner: '7',
  clientKey: 'a1b2c3d4-kept',
  contestId: 3,
  contestTitle: 'Наука в кадре',
  formPath: '/contests/work?contest=1',
  name: 'Радуга',
  description: 'Спектр в стакане',
  nominationId: 4,
  maxSeconds: 180,
  fileName: 'clip.mp4',
  fileType: 'video/mp4',
  fileSize: 10_000,
  store: 'idb',
  state: 'uploading',
  percent: 99,
  at,
};

async function keptStore() {
  const store = memoryDeviceStore();
  await store.transaction(async (tx) => {
    await tx.table('pendingWorks').put(row);
    await tx.table('pendingWorkFiles').put({ key, blob: new Blob(['video']) });
  });
  await enqueueMutation(store, { owner: '7', name: 'contest-work-send', args, at });
  return store;
}
const settle = (store: Awaited<ReturnType<typeof keptStore>>, outcome: 'applied' | 'rejected', detail?: string) =>
  store.transaction(
    (tx) =>
      contestWorkSendClient.settle?.(tx, { owner: '7', at, outcome, detail, superseded: false }, args) ??
      Promise.resolve(),
  );

describe('contest-work-send on the device', () => {
  it('marks the kept work as being sent together with its outbox row, then frees it when applied', async () => {
    const store = await keptStore();
    expect(store.size()).toBe(1);
    expect(store.read('pendingWorks').get(key)).toMatchObject({ state: 'sending', uploadId: args.upload_id });
    await settle(store, 'applied');
    expect(store.read('pendingWorks').get(key)).toMatchObject({ state: 'sent' });
    expect(store.read('pendingWorkFiles').has(key)).toBe(false);
  });

  it('keeps a rejected work with the reason, its video still on the device', async () => {
    const store = await keptStore();
    await settle(store, 'rejected', 'Work already sent');
    expect(store.read('pendingWorks').get(key)).toMatchObject({ state: 'rejected', message: 'Work already sent' });
    expect(store.read('pendingWorkFiles').has(key)).toBe(true);
  });

  it('refuses a send without an upload id before anything is written', async () => {
    const store = memoryDeviceStore();
    await expect(
      enqueueMutation(store, { owner: '7', name: 'contest-work-send', args: { ...args, upload_id: '' }, at }),
    ).rejects.toThrow();
    expect(store.size()).toBe(0);
  });
});
