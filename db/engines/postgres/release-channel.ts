// Asks for a session lock across processes: a request that finds a lock held by another app server
// tells every server through LISTEN/NOTIFY, and the one holding it lets go (tus's rule that a newer request
// for an upload takes over from an older one, which on one process MemoryLocker keeps). Without it a
// pupil's resumed upload that lands on another node waits until the broken request times out.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

const CHANNEL = 'nauka_lock_release';
/** After the listening connection is lost (a database restart), how long before it listens again. */
const RELISTEN_MS = 1_000;

export interface ReleaseChannel {
  ask(pool: pg.Pool, key: string): Promise<void>;
  listen(listener: (key: string) => void): () => void;
  close(): Promise<void>;
}

export function openReleaseChannel(url: string): ReleaseChannel {
  const listeners = new Set<(key: string) => void>();
  // A process never hears its own asks: one made before it took the lock would make it let go of it again.
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = () => {
    if (client || closed || listeners.size === 0) return;
    const c = new pg.Client({ connectionString: url });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('notification');
      void c.end().catch(() => undefined);
      if (!closed && listeners.size > 0) retry = setTimeout(connect, RELISTEN_MS).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      const at = msg.payload.indexOf(' ');
      if (at < 0 || msg.payload.slice(0, at) === self) return;
      const key = msg.payload.slice(at + 1);
      for (const listener of listeners) listener(key);
    });
    c.connect()
      .then(() => c.query(`listen ${CHANNEL}`))
      .catch(lost);
  };

  return {
    ask: async (pool, key) => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, `${self} ${key}`]);
    },
    listen: (listener) => {
      listeners.add(listener);
      connect();
      return () => listeners.delete(listener);
    },
    close: async () => {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
