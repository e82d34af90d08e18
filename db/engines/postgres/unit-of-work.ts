// Transactions on PostgreSQL: the outermost takes a pooled connection and runs SERIALIZABLE, so a
// read-check-write inside one is atomic against every other node and request; a serialization
// failure or deadlock re-runs the whole unit of work (nothing of it committed). Nested ones are
// savepoints. Which transaction a query belongs to is carried by AsyncLocalStorage, as on SQLite,
// so `db` and `tx` are one object. After-commit callbacks run once, after the final commit.
import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';

type Callback = () => void | Promise<void>;

export interface TxState {
  open: boolean;
  client: pg.PoolClient;
  levels: Callback[][];
}

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 8;

export interface PgUnitOfWork {
  current(): TxState | undefined;
  run<T>(fn: () => Promise<T>): Promise<T>;
  afterCommit(fn: Callback): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function pgUnitOfWork(pool: pg.Pool, onCallbackError: (err: unknown) => void): PgUnitOfWork {
  const als = new AsyncLocalStorage<TxState>();
  const current = () => {
    const state = als.getStore();
    return state?.open ? state : undefined;
  };
  const runCallbacks = async (callbacks: Callback[]) => {
    for (const cb of callbacks) {
      try {
        await cb();
      } catch (err) {
        onCallbackError(err);
      }
    }
  };

  async function savepoint<T>(state: TxState, fn: () => Promise<T>): Promise<T> {
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

  async function attempt<T>(fn: () => Promise<T>): Promise<{ value: T; callbacks: Callback[] }> {
    const client = await pool.connect();
    const state: TxState = { open: true, client, levels: [[]] };
    let broken = false;
    try {
      return await als.run(state, async () => {
        await client.query('begin isolation level serializable');
        try {
          const value = await fn();
          await client.query('commit');
          return { value, callbacks: state.levels[0]! };
        } catch (err) {
          await client.query('rollback').catch(() => {
            broken = true;
          });
          throw err;
        } finally {
          state.open = false;
        }
      });
    } finally {
      client.release(broken);
    }
  }

  async function outermost<T>(fn: () => Promise<T>): Promise<T> {
    for (let i = 1; ; i++) {
      try {
        const { value, callbacks } = await attempt(fn);
        await runCallbacks(callbacks);
        return value;
      } catch (err) {
        const code = (err as { code?: unknown }).code;
        if (i >= ATTEMPTS || typeof code !== 'string' || !RETRYABLE.has(code)) throw err;
        await sleep(Math.random() * 5 * i);
      }
    }
  }

  return {
    current,
    run: (fn) => {
      const state = current();
      return state ? savepoint(state, fn) : outermost(fn);
    },
    afterCommit: async (fn) => {
      const state = current();
      if (state) state.levels.at(-1)!.push(fn);
      else await runCallbacks([fn]);
    },
  };
}
