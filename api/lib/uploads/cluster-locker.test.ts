// tus uploads locked across nodes: two nodes' lockers (two stores on one PostgreSQL database) never
// hold one upload at once, and a lock whose connection died (a node killed) is free for the other node.
// SQLite is served by one process: there both "nodes" share its one in-memory locker.
import { sql } from 'drizzle-orm';
import { ERRORS, MemoryLocker } from '@tus/server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { openSecondStore } from '../../testing/second-node.ts';
import { uploadLocker } from './cluster-locker.ts';

const t = await createTestApp({ seed: false });
const pg = t.store.engine === 'postgres';
const other = pg ? openSecondStore(t) : null;
afterAll(async () => {
  await other?.close();
  await t.close();
});

// A request waits 300 ms for a lock held elsewhere before tus fails it.
const shared = uploadLocker(undefined, 300);
const lockerA = other ? uploadLocker(t.store.sessionLocks, 300) : shared;
const lockerB = other ? uploadLocker(other.sessionLocks, 300) : shared;
const never = new AbortController().signal;
const noop = () => undefined;

describe('upload locker', () => {
  it('is shared by the cluster on PostgreSQL and in memory on SQLite', () => {
    expect(uploadLocker(t.store.sessionLocks) instanceof MemoryLocker).toBe(!pg);
    expect(Boolean(t.store.sessionLocks)).toBe(pg);
  });

  it('lets one node hold an upload while the other waits for it', async () => {
    const a = lockerA.newLock('upload-1');
    await a.lock(never, noop);
    await expect(lockerB.newLock('upload-1').lock(never, noop)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    const order: string[] = [];
    const b = lockerB.newLock('upload-1');
    const waiting = b.lock(never, noop).then(() => order.push('b locked'));
    order.push('a unlocks');
    await a.unlock();
    await waiting;
    expect(order).toEqual(['a unlocks', 'b locked']);
    await b.unlock();
  });

  it('frees a lock whose connection died', async () => {
    if (!pg) {
      // One process: its locks die with it.
      expect(t.store.sessionLocks).toBeUndefined();
      return;
    }
    const a = lockerA.newLock('upload-2');
    await a.lock(never, noop);
    await expect(lockerB.newLock('upload-2').lock(never, noop)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    // Node a is killed: the server ends its sessions (as when the process or its host dies).
    await other!.db.run(sql`select pg_terminate_backend(pid) from pg_locks
      where locktype = 'advisory' and granted and pid <> pg_backend_pid()`);
    const b = lockerB.newLock('upload-2');
    await b.lock(never, noop);
    await b.unlock();
    // The dead node's unlock finds its connection gone and does not throw.
    await a.unlock();
  });
});
