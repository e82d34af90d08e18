// A write outside a transaction (autocommit on the pool) that may change a public row moves the public change
// epoch once it has ended (one that may end a session the session epoch) (./public-epoch.ts), and tells the epoch's memo (./epoch-memo.ts) before it is sent
// and once the epoch has moved, so the memo never outlives a write of this process. The caller's promise settles
// after the epoch has moved, so its next read sees it. Transactions are handled by the unit of work.
import type pg from 'pg';
import { kindsOf, moveEpochs, textOf } from './public-epoch.ts';

type Query = (...args: unknown[]) => unknown;

export function writesOnPoolTell(pool: pg.Pool, changed: () => void): void {
  const query = pool.query.bind(pool) as Query;
  (pool as unknown as { query: Query }).query = (...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return query(...args);
    const move = moveEpochs(kindsOf(textOf(args[0])));
    if (!move) return query(...args);
    changed();
    // Moved whether the write succeeded or not: a lost connection leaves its outcome unknown.
    const moved = async () => {
      await (query(move) as Promise<unknown>).catch(() => undefined);
      changed();
    };
    return (query(...args) as Promise<unknown>).then(
      async (result) => {
        await moved();
        return result;
      },
      async (err: unknown) => {
        await moved();
        throw err;
      },
    );
  };
}
