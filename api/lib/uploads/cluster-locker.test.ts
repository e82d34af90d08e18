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

  it('takes over from an older request on the other node, which is asked to let go (a resumed upload)', async () => {
    // Waiting as long as tus does: only the holder letting go when asked can free it in time.
    const patientA = other ? uploadLocker(t.store.sessionLocks, 30_000) : uploadLocker(undefined, 30_000);
    const patientB = other ? uploadLocker(other.sessionLocks, 30_000) : patientA;
    const a = patientA.newLock('upload-3');
    const asked: string[] = [];
    // The older request (its client gone with the network) stops when asked, as tus cancels its stream.
    await a.lock(never, async () => {
      asked.push('a asked to let go');
      await a.unlock();
    });
    const b = patientB.newLock('upload-3');
    const started = Date.now();
    await b.lock(never, () => void asked.push('b asked'));
    expect(asked).toEqual(['a asked to let go']);
    expect(Date.now() - started).toBeLessThan(10_000);
    // The node that asked never hears its own ask: holding the lock now, it is not asked to let go. Nothing to
    // wait on for something that must not happen: a while for the notification to arrive if it were sent there.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(asked).toEqual(['a asked to let go']);
    await b.unlock();
  });
});
