// The outbox after a server was restored from an earlier backup, against a real IndexedDB implementation
// (fake-indexeddb) and an in-test transport: the device sends again what it holds, each once.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { metaKeys } from '../sync/client/outbox-store.ts';
import { runSync, type EngineDeps } from './sync-engine.ts';
import type { SyncDb } from './sync-db.ts';
import type { MemoryTransport } from './testing/memory-transport.ts';
import { openTestEngine, outboxRows, post, setBookmark } from './testing/test-engine.ts';

let db: SyncDb;
let server: MemoryTransport;
let deps: EngineDeps;
let n = 0;

beforeEach(async () => {
  ({ db, server, deps } = await openTestEngine(`sync-restore-test-${++n}`));
});
afterEach(async () => {
  await db.delete();
});

const rows = (owner = '1') => outboxRows(db, owner);

describe('a server restored from an earlier backup', () => {
  const bookmarkKeys = () => [...server.bookmarks.keys()].sort();
  const lostNotice = async () => (await db.syncMeta.get(metaKeys.lostActions('1')))?.value;

  it('gets back every acknowledged action the device holds, each once, under its original id', async () => {
    await setBookmark(deps, '1', post(1));
    await setBookmark(deps, '1', post(2));
    await runSync(deps, '1');
    const backup = server.backup();
    for (const id of [3, 4, 5]) await setBookmark(deps, '1', post(id));
    await runSync(deps, '1');
    expect(await rows()).toEqual([]);
    server.restore(backup);
    await setBookmark(deps, '1', post(6));
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bookmarkKeys()).toEqual(['post:1', 'post:2', 'post:3', 'post:4', 'post:5', 'post:6']);
    expect(await rows()).toEqual([]);
    expect(await lostNotice()).toBeUndefined();
  });

  it('a device with nothing new to send finds out when it reconnects', async () => {
    await setBookmark(deps, '1', post(1));
    await runSync(deps, '1');
    const backup = server.backup();
    await setBookmark(deps, '1', post(2));
    await setBookmark(deps, '1', post(3));
    await runSync(deps, '1');
    server.restore(backup);
    await runSync(deps, '1');
    expect(server.appliedIds()).toEqual([1, 2, 3]);
    expect(bookmarkKeys()).toEqual(['post:1', 'post:2', 'post:3']);
    // Once the server has them again, a reconnect sends nothing more.
    const pushes = server.pushes.length;
    await runSync(deps, '1');
    expect(server.pushes.length).toBe(pushes + 1);
    expect(server.appliedIds()).toEqual([1, 2, 3]);
  });

  it('counts for the notice only what it no longer holds (older than 7 days); the rest follows once', async () => {
    const start = Date.parse('2026-03-01T10:00:00Z');
    let now = start;
    deps = { ...deps, now: () => new Date(now) };
    await setBookmark(deps, '1', post(1));
    await runSync(deps, '1');
    const backup = server.backup();
    await setBookmark(deps, '1', post(2));
    await runSync(deps, '1');
    now = start + 6 * 24 * 3600_000;
    await setBookmark(deps, '1', post(3));
    await runSync(deps, '1');
    now = start + 8 * 24 * 3600_000;
    server.restore(backup);
    await setBookmark(deps, '1', post(4));
    await runSync(deps, '1');
    // Action 2 is gone with the backup and from the device; 3 is sent again, 4 after it, each once.
    expect(bookmarkKeys()).toEqual(['post:1', 'post:3', 'post:4']);
    expect(server.log.map((a) => a.env.args)).toEqual([post(1), post(3), post(4)]);
    expect(await lostNotice()).toBe(1);
  });
});
