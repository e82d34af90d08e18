// The outbox and replay against a real IndexedDB implementation (fake-indexeddb) and an
// in-test transport: order, batches, coalescing, retry, rejection, gap, lost answers.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissRejected, InvalidMutationError } from '../sync/client/enqueue.ts';
import { metaKeys } from '../sync/client/outbox-store.ts';
import { BACKOFF_CAP_MS } from '../sync/client/backoff.ts';
import { dexieDeviceStore } from './dexie-device-store.ts';
import { discardAction, queueAction, runSync, type EngineDeps } from './sync-engine.ts';
import type { SyncDb } from './sync-db.ts';
import type { MemoryTransport } from './testing/memory-transport.ts';
import { openTestEngine, outboxRows, post, setBookmark } from './testing/test-engine.ts';

let db: SyncDb;
let server: MemoryTransport;
let deps: EngineDeps;
let n = 0;

beforeEach(async () => {
  ({ db, server, deps } = await openTestEngine(`sync-test-${++n}`));
});
afterEach(async () => {
  await db.delete();
});

const rows = (owner = '1') => outboxRows(db, owner);

describe('queueing', () => {
  it('gives ids that increase by one and writes the optimistic local row', async () => {
    await setBookmark(deps, '1', post(10));
    await setBookmark(deps, '1', post(11));
    await setBookmark(deps, '1', { type: 'event', id: 3, on: true });
    expect((await rows()).map((r) => [r.mutationId, r.state, r.attempts])).toEqual([
      [1, 'pending', 0],
      [2, 'pending', 0],
      [3, 'pending', 0],
    ]);
    expect(await db.synced('bookmarks').get('1:post:10')).toMatchObject({ on: true, pending: true, owner: '1' });
  });

  it('checks args with the shared schema and stores nothing when they are wrong', async () => {
    const { enqueueMutation } = await import('../sync/client/enqueue.ts');
    const store = dexieDeviceStore(db);
    const at = new Date().toISOString();
    await expect(
      enqueueMutation(store, { owner: '1', name: 'bookmark-set', args: { type: 'video', id: 1, on: true }, at }),
    ).rejects.toBeInstanceOf(InvalidMutationError);
    await expect(enqueueMutation(store, { owner: '1', name: 'bookmark-toggle', args: {}, at })).rejects.toBeInstanceOf(
      InvalidMutationError,
    );
    await expect(setBookmark(deps, '1', post(0))).rejects.toBeInstanceOf(InvalidMutationError);
    expect(await rows()).toEqual([]);
    expect(await db.synced('bookmarks').count()).toBe(0);
  });

  it('replaces an unsent mutation for the same item instead of adding one (ids stay contiguous)', async () => {
    await setBookmark(deps, '1', post(10, true));
    await setBookmark(deps, '1', post(11, true));
    await setBookmark(deps, '1', post(10, false));
    expect((await rows()).map((r) => [r.mutationId, r.args])).toEqual([
      [1, post(10, false)],
      [2, post(11, true)],
    ]);
    expect(await db.synced('bookmarks').get('1:post:10')).toMatchObject({ on: false, pending: true });
  });

  it('keeps one waiting listening position per track, the newest', async () => {
    const { enqueueMutation } = await import('../sync/client/enqueue.ts');
    const store = dexieDeviceStore(db);
    for (const [audio_id, position] of [
      [4, 5],
      [4, 10],
      [7, 3],
      [4, 15],
    ] as const) {
      await enqueueMutation(store, {
        owner: '1',
        name: 'audio-position-set',
        args: { audio_id, position },
        at: new Date().toISOString(),
      });
    }
    expect((await rows()).map((r) => [r.mutationId, r.args])).toEqual([
      [1, { audio_id: 4, position: 15 }],
      [2, { audio_id: 7, position: 3 }],
    ]);
  });

  it('never merges course steps: each change is a fact the server checks in order', async () => {
    await queueAction(deps, '1', 'course-step-set', { course_id: 1, step_id: 2, state: 'in_progress' });
    await queueAction(deps, '1', 'course-step-set', { course_id: 1, step_id: 2, state: 'completed' });
    expect((await rows()).map((r) => r.mutationId)).toEqual([1, 2]);
    expect(await db.synced('courseProgress').get('1:1:2')).toMatchObject({ state: 'completed', before: 'not_started' });
  });

  it('never changes a mutation that was already sent: the server may hold it', async () => {
    await setBookmark(deps, '1', post(10, true));
    server.failure = 'lost';
    await runSync(deps, '1');
    await setBookmark(deps, '1', post(10, false));
    expect((await rows()).map((r) => [r.mutationId, r.args])).toEqual([
      [1, post(10, true)],
      [2, post(10, false)],
    ]);
    server.failure = 'none';
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 2]);
    expect(server.bookmarks.get('post:10')?.on).toBe(false);
  });

  it('keeps everything already queued when the device is out of space', async () => {
    await setBookmark(deps, '1', post(10));
    const store = dexieDeviceStore(db);
    const full = {
      transaction: <T>(fn: Parameters<typeof store.transaction<T>>[0]) =>
        store.transaction((tx) =>
          fn({
            ...tx,
            put: async () => {
              throw new DOMException('full', 'QuotaExceededError');
            },
          }),
        ),
    };
    const { enqueueMutation } = await import('../sync/client/enqueue.ts');
    await expect(
      enqueueMutation(full, { owner: '1', name: 'bookmark-set', args: post(11), at: new Date().toISOString() }),
    ).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect((await rows()).map((r) => r.mutationId)).toEqual([1]);
    expect((await db.syncMeta.get(metaKeys.lastQueuedId('1')))?.value).toBe(1);
  });
});

describe('replay', () => {
  it('pushes in id order, in batches, removes applied rows and pulls the server state', async () => {
    for (const id of [1, 2, 3, 4, 5]) await setBookmark(deps, '1', post(id));
    const result = await runSync(deps, '1');
    expect(result).toMatchObject({ status: 'synced', replay: { status: 'done', applied: 5 }, pull: { status: 'ok' } });
    expect(server.pushes.map((p) => p.mutations.map((m) => m.id))).toEqual([[1, 2], [3, 4], [5]]);
    expect(await rows()).toEqual([]);
    expect(await db.synced('bookmarks').get('1:post:3')).toMatchObject({ on: true, pending: false });
    expect((await db.syncMeta.get(metaKeys.pullCookie('1')))?.value).toBe(server.version);
  });

  it('keeps mutations on a network failure, counts attempts, backs off, and later sends each once', async () => {
    await setBookmark(deps, '1', post(1));
    await setBookmark(deps, '1', post(2));
    await setBookmark(deps, '1', post(3));
    server.failure = 'lost';
    const failed = await runSync(deps, '1');
    expect(failed).toMatchObject({ status: 'synced', replay: { status: 'retry' } });
    if (failed.status === 'synced' && failed.replay.status === 'retry')
      expect(failed.replay.retryInMs).toBeLessThanOrEqual(BACKOFF_CAP_MS);
    expect((await rows()).map((r) => [r.state, r.attempts, r.lastError])).toEqual([
      ['pending', 1, 'TimeoutError'],
      ['pending', 1, 'TimeoutError'],
      ['pending', 0, undefined],
    ]);
    server.failure = 'down';
    expect(await runSync(deps, '1')).toMatchObject({ status: 'offline' });
    server.failure = 'none';
    await runSync(deps, '1');
    expect(await rows()).toEqual([]);
    expect(server.appliedIds()).toEqual([1, 2, 3]);
  });

  it('marks a rejected mutation, keeps its message visible, reverts the heart and goes on', async () => {
    server.reject = (env) => (env.id === 2 ? 'Invalid bookmark data' : null);
    for (const id of [1, 2, 3]) await setBookmark(deps, '1', post(id));
    const result = await runSync(deps, '1');
    expect(result).toMatchObject({ replay: { status: 'done', applied: 2, rejected: 1 } });
    expect((await rows()).map((r) => [r.mutationId, r.state, r.lastError])).toEqual([
      [2, 'rejected', 'Invalid bookmark data'],
    ]);
    expect(await db.synced('bookmarks').get('1:post:2')).toMatchObject({ on: false, pending: false });
    expect(await db.synced('bookmarks').get('1:post:3')).toMatchObject({ on: true, pending: false });
    await setBookmark(deps, '1', post(4));
    expect((await rows()).at(-1)?.mutationId).toBe(4);
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 3, 4]);
    await dismissRejected(dexieDeviceStore(db), '1', '1:2');
    expect(await rows()).toEqual([]);
  });

  it('does not revert a rejected change that a later one superseded', async () => {
    await setBookmark(deps, '1', post(7, true));
    server.failure = 'lost';
    await runSync(deps, '1');
    await setBookmark(deps, '1', post(7, false));
    server.failure = 'none';
    server.log.length = 0;
    server.last.clear();
    server.reject = (env) => (env.id === 1 ? 'Forbidden' : null);
    // The server lost the first attempt: id 1 is rejected now, id 2 (the newer wish) applied.
    await runSync(deps, '1');
    expect(await db.synced('bookmarks').get('1:post:7')).toMatchObject({ on: false, pending: false });
  });

  it('maps "already added" to an item that is on', async () => {
    server.reject = () => 'You are already add page';
    await setBookmark(deps, '1', post(9, true));
    await runSync(deps, '1');
    expect(await db.synced('bookmarks').get('1:post:9')).toMatchObject({ on: true, pending: false });
  });

  it('recovers from a 409 gap by renumbering unsent rows after the server last id', async () => {
    await db.syncMeta.put({ key: metaKeys.lastQueuedId('1'), value: 6 });
    await setBookmark(deps, '1', post(1));
    await setBookmark(deps, '1', post(2));
    await setBookmark(deps, '1', post(3));
    expect((await rows()).map((r) => r.mutationId)).toEqual([7, 8, 9]);
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 2, 3]);
    expect(await rows()).toEqual([]);
    await setBookmark(deps, '1', post(4));
    expect((await rows()).map((r) => r.mutationId)).toEqual([4]);
  });

  it("gives up an action the user deletes ('Удалить'): reverted locally, the rest sent once", async () => {
    for (const id of [1, 2, 3]) await setBookmark(deps, '1', post(id));
    expect(await discardAction(deps, '1', '1:2')).toBe(true);
    expect(await db.synced('bookmarks').get('1:post:2')).toMatchObject({ on: false, pending: false });
    await runSync(deps, '1');
    expect(await rows()).toEqual([]);
    expect([...server.bookmarks.keys()].sort()).toEqual(['post:1', 'post:3']);
    expect(server.appliedIds()).toEqual([1, 2]);
  });

  it('resends rows left in flight by a closed tab; the server skips what it has', async () => {
    await setBookmark(deps, '1', post(1));
    await setBookmark(deps, '1', post(2));
    server.failure = 'lost';
    await runSync(deps, '1');
    await db.outbox.toCollection().modify({ state: 'sending' });
    server.failure = 'none';
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 2]);
    expect(await rows()).toEqual([]);
  });

  it("pushes only the signed-in owner's rows, never another user's", async () => {
    await setBookmark(deps, '1', post(1));
    await setBookmark(deps, '2', post(2));
    server.user = '2';
    expect(await runSync(deps, '1')).toMatchObject({ status: 'not-owner' });
    expect(server.pushes).toEqual([]);
    await runSync(deps, '2');
    expect(server.pushes.flatMap((p) => p.mutations.map((m) => m.args))).toEqual([post(2)]);
    expect((await rows('1')).length).toBe(1);
    server.user = null;
    expect(await runSync(deps, '1')).toMatchObject({ status: 'not-owner' });
  });

  it('lets the server value win on pull except for items with a change waiting', async () => {
    server.bookmarks.set('post:1', { on: true, version: ++server.version });
    server.bookmarks.set('post:2', { on: true, version: ++server.version });
    server.failure = 'lost';
    await setBookmark(deps, '1', post(2, false));
    await runSync(deps, '1');
    server.failure = 'none';
    const pull = await import('../sync/client/pull.ts');
    await pull.pullChanges(server, dexieDeviceStore(db), '1');
    expect(await db.synced('bookmarks').get('1:post:1')).toMatchObject({ on: true, pending: false });
    expect(await db.synced('bookmarks').get('1:post:2')).toMatchObject({ on: false, pending: true });
  });
});
