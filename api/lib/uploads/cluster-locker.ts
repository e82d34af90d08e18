// tus's locker for several app servers: an upload is locked by a PostgreSQL session-level advisory
// lock (db Store.sessionLocks), so two nodes never write one upload at once, and a node that dies frees
// its uploads with its connections. On SQLite (one process) tus's own MemoryLocker stays.
// tus's rule holds across nodes too: a newer request for an upload asks the one holding it to let go (on this
// node directly, on another through the database), so a pupil's upload resumed after the network broke, on
// whichever node, does not wait for the broken request to time out.
import { ERRORS, MemoryLocker, type Lock, type Locker, type RequestRelease } from '@tus/server';
import type { SessionLock, SessionLocks } from '../../../db/store.ts';

/** How long a request waits for another's lock before it fails (tus's MemoryLocker waits as long). */
const ACQUIRE_TIMEOUT_MS = 30_000;
/** How often a waiting request asks again: a lock held by another node sends no signal when it is freed. */
const RETRY_MS = 50;
/** How often it asks the holder again to let go: an ask sent while a node was not yet listening is lost. */
const ASK_AGAIN_MS = 1_000;
const PREFIX = 'tus:';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class SessionUploadLock implements Lock {
  private held: SessionLock | null = null;

  constructor(
    private readonly id: string,
    private readonly locks: SessionLocks,
    /** This node's holders, each with the way to ask it to let go. */
    private readonly local: Map<string, RequestRelease>,
    private readonly timeoutMs: number,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const deadline = Date.now() + this.timeoutMs;
    let askedAt = -Infinity;
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT;
      this.held = await this.locks.tryLock(PREFIX + this.id);
      if (this.held) {
        this.local.set(this.id, requestRelease);
        return;
      }
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        const holderHere = this.local.get(this.id);
        if (holderHere) await holderHere();
        else await this.locks.askRelease(PREFIX + this.id);
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
  locks.onReleaseAsked((key) => {
    if (key.startsWith(PREFIX)) void local.get(key.slice(PREFIX.length))?.();
  });
  return { newLock: (id) => new SessionUploadLock(id, locks, local, timeoutMs) };
}

/** The locker of a store: shared by the cluster on PostgreSQL, in memory on SQLite. */
export function uploadLocker(locks: SessionLocks | undefined, timeoutMs = ACQUIRE_TIMEOUT_MS): Locker {
  return locks ? sessionLocker(locks, timeoutMs) : new MemoryLocker({ acquireLockTimeout: timeoutMs });
}
