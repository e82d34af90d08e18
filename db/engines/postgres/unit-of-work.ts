// Transactions on PostgreSQL: the outermost takes a pooled connection and runs REPEATABLE READ (one
// snapshot; two transactions writing one row collide, 40001). Serializable's read tracking made
// concurrent sync pushes re-run about eight times each (docs/database.md), so a read-check-write
// whose writes share no row is made safe where it is written: a unique key, a `lockKey`, a row
// both write. A serialization failure or deadlock re-runs the whole unit of work (nothing of it
// committed), and so does a unique violation, a few times: under a snapshot the row that broke the
// key may be a concurrent commit that the re-run sees and answers (409), as serializable did.
// Nested units are savepoints (none with `savepoints: false`). Which transaction a query belongs to
// is carried by AsyncLocalStorage, as on SQLite, so `db` and `tx` are one object. After-commit
// callbacks run once, after the final commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { runAfterCommit, type AfterCommit } from '../after-commit.ts';
import { SavepointsNeeded, type TransactionConfig } from '../../store.ts';
import { moveEpochs, type PublicWriteWatch } from './public-epoch.ts';

type Callback = AfterCommit;

export interface TxState {
  open: boolean;
  client: pg.PoolClient;
  levels: Callback[][];
  /** Nested units run without savepoints (config `savepoints: false`) … */
  flat: boolean;
  /** … and one of them failed: nothing of this attempt may commit. */
  flatFailed: boolean;
}

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 12;
const UNIQUE_VIOLATION = '23505';
/** A unique violation that is not a concurrent insert fails the same way every time: few re-runs. */
const UNIQUE_ATTEMPTS = 3;

/** The SQLSTATE of `err` or of an error it wraps (drizzle wraps the driver's error as its cause). */
function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e instanceof Error && depth < 8; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** Exponential back-off with jitter, so transactions that collided do not collide again in step. */
const backoff = (attempt: number) => Math.random() * Math.min(200, 2 ** attempt);

export interface PgUnitOfWork {
  current(): TxState | undefined;
  /** `lockKey`: transactions of one key run one after another (a hot row everyone counts). */
  run<T>(fn: () => Promise<T>, config?: TransactionConfig): Promise<T>;
  afterCommit(fn: Callback): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `onEpochCommit` hears every commit this process sends of a transaction that wrote a public row or one that may
 * end a session (`watch` tells), whether or not it succeeded (its outcome may be unknown); such a commit also moves
 * the public or the session epoch.
 */
export function pgUnitOfWork(
  pool: pg.Pool,
  onCallbackError: (err: unknown) => void,
  onEpochCommit: () => void = () => undefined,
  watch?: PublicWriteWatch,
): PgUnitOfWork {
  const als = new AsyncLocalStorage<TxState>();
  const current = () => {
    const state = als.getStore();
    return state?.open ? state : undefined;
  };
  const runCallbacks = (callbacks: Callback[]) => runAfterCommit(callbacks, onCallbackError);

  async function savepoint<T>(state: TxState, fn: () => Promise<T>): Promise<T> {
    if (state.flat) {
      try {
        return await fn();
      } catch (err) {
        state.flatFailed = true;
        throw err;
      }
    }
    const name = `sp${state.levels.length}`;
    await state.client.query(`savepoint ${name}`);
    state.levels.push([]);
    try {
      const result = await fn();
      await state.client.query(`release savepoint ${name}`);
      const mine = state.levels.pop()!;
      state.levels.at(-1)!.push(...mine);
      return result;
    } catch (err) {
      state.levels.pop();
      await state.client.query(`rollback to savepoint ${name}`).catch(() => undefined);
      throw err;
    }
  }

  async function attempt<T>(
    fn: () => Promise<T>,
    config: TransactionConfig,
  ): Promise<{ value: T; callbacks: Callback[] }> {
    const client = await pool.connect();
    watch?.reset(client);
    const state: TxState = { open: true, client, levels: [[]], flat: config.savepoints === false, flatFailed: false };
    const key = config.lockKey === undefined ? undefined : `hashtext(${client.escapeLiteral(config.lockKey)})`;
    let broken = false;
    let unlocked = key === undefined;
    try {
      return await als.run(state, async () => {
        // One round trip: the lock is taken (and its implicit transaction ended) before BEGIN, so the
        // snapshot sees the previous holder's commit.
        const begin = 'begin isolation level repeatable read';
        await client.query(key === undefined ? begin : `select pg_advisory_lock(${key}); commit; ${begin}`);
        try {
          const value = await fn();
          if (state.flatFailed) throw new SavepointsNeeded();
          // The unlock and the epoch's move ride on the commit's round trip; a failed commit skips them.
          const kinds = watch === undefined ? { public: true, session: true } : watch.wrote(client);
          const after = [unlocked ? '' : `select pg_advisory_unlock(${key})`, moveEpochs(kinds)];
          try {
            await client.query(['commit', ...after.filter(Boolean)].join('; '));
          } finally {
            if (kinds.public || kinds.session) onEpochCommit();
          }
          unlocked = true;
          return { value, callbacks: state.levels[0]! };
        } catch (err) {
          await client.query('rollback').catch(() => {
            broken = true;
          });
          throw state.flatFailed ? new SavepointsNeeded() : err;
        } finally {
          state.open = false;
        }
      });
    } finally {
      // An advisory lock is the session's: a failed lock or commit leaves it held, so unlock always.
      if (!unlocked && !broken) {
        await client.query(`select pg_advisory_unlock(${key})`).catch(() => {
          broken = true;
        });
      }
      client.release(broken);
    }
  }

  async function outermost<T>(fn: () => Promise<T>, config: TransactionConfig): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        const { value, callbacks } = await attempt(fn, config);
        await runCallbacks(callbacks);
        return value;
      } catch (err) {
        const code = sqlState(err);
        const again = code === UNIQUE_VIOLATION ? i < UNIQUE_ATTEMPTS : code !== undefined && RETRYABLE.has(code);
        if (i >= ATTEMPTS || !again) throw err;
        await sleep(backoff(i));
      }
    }
  }

  return {
    current,
    run: (fn, config = {}) => {
      const state = current();
      // A nested call is inside the outermost's snapshot already: its key could not help.
      return state ? savepoint(state, fn) : outermost(fn, config);
    },
    afterCommit: async (fn) => {
      const state = current();
      if (state) state.levels.at(-1)!.push(fn);
      else await runCallbacks([fn]);
    },
  };
}
