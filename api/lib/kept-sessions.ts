// Session lookups kept by this node, so a signed-in request does not ask the database who it is every time (on
// PostgreSQL that was one of a signed-in answer's two or three round trips). Each answer is kept under the session
// epoch read before it was looked up (Db.$sessionEpoch): a logout, a suspension, a password change, a role given or
// taken, an account deleted move that epoch, on this node at once and on every other within the epoch's freshness
// (100 ms on PostgreSQL), and every kept answer is dropped. A session's own end (expires_at) is checked on each use.
// A kept answer is used for at most MAX_AGE_MS: a write the epoch cannot see (a hand-typed psql statement that
// takes a role) is then in effect within a minute. Kept answers are few bytes; at most MAX_KEPT, the oldest
// dropped first.

const MAX_KEPT = 100_000;
const MAX_AGE_MS = 60_000;

export interface KeptSession<U> {
  user: U;
  /** The session's end, as stored (ISO text, compared as text like the lookup does). */
  expiresAt: string;
}

interface Kept<U> extends KeptSession<U> {
  /** When it was kept (this process's clock, Date.now()). */
  keptAt: number;
}

export interface KeptSessions<U> {
  /** The kept user of `tokenHash` while `epoch` is the epoch it was kept under and the session has not ended. */
  get(tokenHash: string, epoch: string, now: string): U | undefined;
  /** Keeps a lookup made after `epoch` was read. */
  set(tokenHash: string, epoch: string, found: KeptSession<U>): void;
}

export function keptSessionsStore<U>(max = MAX_KEPT): KeptSessions<U> {
  let keptUnder: string | null = null;
  let kept = new Map<string, Kept<U>>();
  const under = (epoch: string): boolean => {
    if (keptUnder === epoch) return true;
    kept = new Map();
    keptUnder = epoch;
    return false;
  };
  return {
    get(tokenHash, epoch, now) {
      if (!under(epoch)) return undefined;
      const found = kept.get(tokenHash);
      if (!found) return undefined;
      if (found.expiresAt > now && Date.now() - found.keptAt < MAX_AGE_MS) return found.user;
      kept.delete(tokenHash);
      return undefined;
    },
    set(tokenHash, epoch, found) {
      // A lookup that began under an older epoch than the newest seen may be stale: used once, not kept.
      if (keptUnder !== null && keptUnder !== epoch) return;
      under(epoch);
      if (kept.size >= max && !kept.has(tokenHash)) kept.delete(kept.keys().next().value!);
      kept.delete(tokenHash);
      kept.set(tokenHash, { ...found, keptAt: Date.now() });
    },
  };
}
