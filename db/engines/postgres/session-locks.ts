// Session-level advisory locks for locks every app server must see (a tus upload's): each held lock
// keeps a connection of a small pool of its own, so the lock lasts exactly as long as that session and
// a node that dies (its connections closed) frees its locks. Never on the query pool: a long upload
// would hold one of its connections.
import pg from 'pg';
import type { SessionLock, SessionLocks } from '../../store.ts';

/** The 64-bit advisory key of a lock name (hashtextextended: PostgreSQL 11 and newer). */
const KEY = 'hashtextextended($1, 0)';

export function openSessionLocks(url: string, max: number): SessionLocks & { close(): Promise<void> } {
  let pool: pg.Pool | null = null;
  const poolOf = () => {
    if (!pool) {
      pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
      pool.on('error', () => undefined);
      pool.on('connect', (client) => {
        client.on('error', () => undefined);
      });
    }
    return pool;
  };
  return {
    tryLock: async (key: string): Promise<SessionLock | null> => {
      const client = await poolOf().connect();
      let taken: boolean;
      try {
        const res = await client.query<{ ok: boolean }>(`select pg_try_advisory_lock(${KEY}) as ok`, [key]);
        taken = res.rows[0]?.ok === true;
      } catch (err) {
        client.release(err as Error);
        throw err;
      }
      if (!taken) {
        client.release();
        return null;
      }
      let released = false;
      return {
        release: async () => {
          if (released) return;
          released = true;
          try {
            await client.query(`select pg_advisory_unlock(${KEY})`, [key]);
            client.release();
          } catch (err) {
            // The connection died and took the lock with it: it is dropped, never reused.
            client.release(err as Error);
          }
        },
      };
    },
    close: async () => {
      await pool?.end();
    },
  };
}
