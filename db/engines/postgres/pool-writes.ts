// Tells when a statement outside a transaction (autocommit on the pool) may change rows, before it is sent and
// once it has ended, so the change epoch's memo (./epoch-memo.ts) never outlives a write of this process.
// Transactions are told by the unit of work at their commit.
import type pg from 'pg';

/** Statements that change no rows: a plain SELECT (a CTE may hold a write, so it counts as one). */
const READ = /^\s*select\b/i;

type Query = (...args: unknown[]) => unknown;

export function writesOnPoolTell(pool: pg.Pool, changed: () => void): void {
  const query = pool.query.bind(pool) as Query;
  const textOf = (config: unknown): string =>
    typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
  (pool as unknown as { query: Query }).query = (...args: unknown[]) => {
    if (READ.test(textOf(args[0])) || typeof args.at(-1) === 'function') return query(...args);
    changed();
    const done = query(...args) as Promise<unknown>;
    // The same promise goes back to the caller (its rejection is theirs); this only listens for the end.
    done.then(changed, changed);
    return done;
  };
}
