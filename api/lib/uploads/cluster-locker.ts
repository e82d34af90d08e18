// tus's locker for several app servers: an upload is locked by a PostgreSQL session-level advisory
// lock (db Store.sessionLocks), so two nodes never write one upload at once, and a node that dies frees
// its uploads with its connections. On SQLite (one process) tus's own MemoryLocker stays.
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { SessionLock, SessionLocks } from '../../../db/store.ts';

/** How long a request waits for another's lock before it fails (tus's MemoryLocker waits as long). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request asks again: a lock held by another node sends no signal. */
const RETRY_MS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class SessionUploadLock implements Lock {
  private held: SessionLock | null = null;

  constructor(
    private readonly id: string,
    private readonly locks: SessionLocks,
    /** This node's holders: a newer request for the upload asks the older one to let go (tus's rule). */
    private readonly local: Map<string, RequestRelease>,
    private readonly timeoutMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    let asked = false;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      this.held = await this.locks.tryLock(`tus:${this.id}`);
      if (this.held) {
        this.local.set(this.id, requestRelease);
        return;
      }
      if (!asked) {
        asked = true;
        await this.local.get(this.id)?.();
      }
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await pause(RETRY_MS);
    }
  }

  async unlock(): Promise<void> {
    const held = this.held;
    if (!held) throw new Error('Releasing an unlocked lock!');
    this.held = null;
    this.local.delete(this.id);
    await held.release();
  }
}

/** Locks tus uploads across every node on `locks`' database. */
function sessionLocker(locks: SessionLocks, timeoutMs: number): Locker {
  const local = new Map<string, RequestRelease>();
  return { newLock: (id) => new SessionUploadLock(id, locks, local, timeoutMs) };
}

/** The locker of a store: shared by the cluster on PostgreSQL, in memory on SQLite. */
export function uploadLocker(locks: SessionLocks | undefined, timeoutMs = ACQUIRE_TIMEOUT_MS): Locker {
  return locks ? sessionLocker(locks, timeoutMs) : new MemoryLocker({ acquireLockTimeout: timeoutMs });
}
