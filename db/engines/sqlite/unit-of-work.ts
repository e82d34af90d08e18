// Transactions over one better-sqlite3 writer connection, awaitable: the outermost takes the writer
// lock and runs BEGIN IMMEDIATE … COMMIT by hand (drizzle's better-sqlite3 transactions cannot
// await); nested ones are savepoints. Which transaction a query belongs to is carried by
// AsyncLocalStorage, so `db` and `tx` are the same object and a query issued anywhere inside `fn`
// joins it. Never lets a statement from outside a transaction run on the writer while one is open.
import { AsyncLocalStorage } from 'node:async_hooks';
import type Database from 'better-sqlite3';
import type { AsyncLock } from './async-lock.ts';
import { runAfterCommit, type AfterCommit } from '../after-commit.ts';

type Callback = AfterCommit;

interface Level {
  afterCommit: Callback[];
}

interface TxState {
  open: boolean;
  levels: Level[];
  /** A statement of it wrote a public row (db/engines/public-writes.ts): its commit moves the public epoch. */
  wrotePublic: boolean;
  /** A statement of it may end a session or change its roles (db/engines/session-writes.ts). */
  wroteSession: boolean;
}

export interface UnitOfWork {
  /** The open transaction of the calling async context, if any. */
  inTransaction(): boolean;
  run<T>(fn: () => Promise<T>): Promise<T>;
  /** The open transaction writes a public row: its commit is told to `onPublicCommit`. */
  markPublic(): void;
  /** The open transaction may end a session or change its roles: its commit is told to `onSessionCommit`. */
  markSession(): void;
  afterCommit(fn: Callback): Promise<void>;
  /**
   * For fault tests only: while set, each outermost COMMIT first asks `fault`; an error it answers is
   * thrown in place of the commit (the transaction rolls back), as a full disk fails a commit.
   */
  setCommitFault(fault: (() => Error | undefined) | undefined): void;
}

export function unitOfWork(
  writer: Database.Database,
  lock: AsyncLock,
  onCallbackError: (err: unknown) => void,
  /** Hears each commit of a transaction that wrote a public row (db/engines/public-writes.ts). */
  onPublicCommit: () => void,
  /** Hears each commit of a transaction that may have ended a session (db/engines/session-writes.ts). */
  onSessionCommit: () => void = () => undefined,
): UnitOfWork {
  const als = new AsyncLocalStorage<TxState>();
  const current = () => {
    const state = als.getStore();
    return state?.open ? state : undefined;
  };
  const runCallbacks = (callbacks: Callback[]) => runAfterCommit(callbacks, onCallbackError);
  // A sync push opens two or three savepoints per mutation: each depth's statements are parsed once.
  const depths: { save: Database.Statement; release: Database.Statement; rollback: Database.Statement }[] = [];
  const statementsAt = (depth: number) =>
    (depths[depth] ??= {
      save: writer.prepare(`savepoint sp${depth}`),
      release: writer.prepare(`release savepoint sp${depth}`),
      rollback: writer.prepare(`rollback to savepoint sp${depth}`),
    });
  const begin = writer.prepare('begin immediate');
  const commit = writer.prepare('commit');
  let commitFault: (() => Error | undefined) | undefined;

  async function savepoint<T>(state: TxState, fn: () => Promise<T>): Promise<T> {
    const at = statementsAt(state.levels.length);
    at.save.run();
    const level: Level = { afterCommit: [] };
    state.levels.push(level);
    try {
      const result = await fn();
      at.release.run();
      state.levels.pop();
      state.levels.at(-1)!.afterCommit.push(...level.afterCommit);
      return result;
    } catch (err) {
      state.levels.pop();
      if (writer.inTransaction) {
        at.rollback.run();
        at.release.run();
      }
      throw err;
    }
  }

  async function outermost<T>(fn: () => Promise<T>): Promise<T> {
    const state: TxState = { open: true, levels: [{ afterCommit: [] }], wrotePublic: false, wroteSession: false };
    const result = await lock.run(() =>
      als.run(state, async () => {
        begin.run();
        try {
          const value = await fn();
          const fault = commitFault?.();
          if (fault) throw fault;
          commit.run();
          if (state.wrotePublic) onPublicCommit();
          if (state.wroteSession) onSessionCommit();
          return value;
        } catch (err) {
          if (writer.inTransaction) writer.exec('rollback');
          throw err;
        } finally {
          state.open = false;
        }
      }),
    );
    // After the lock is released: a callback may write in a transaction of its own.
    await runCallbacks(state.levels[0]!.afterCommit);
    return result;
  }

  return {
    inTransaction: () => current() !== undefined,
    markPublic: () => {
      const state = current();
      if (state) state.wrotePublic = true;
    },
    markSession: () => {
      const state = current();
      if (state) state.wroteSession = true;
    },
    run: (fn) => {
      const state = current();
      return state ? savepoint(state, fn) : outermost(fn);
    },
    afterCommit: async (fn) => {
      const state = current();
      if (state) state.levels.at(-1)!.afterCommit.push(fn);
      else await runCallbacks([fn]);
    },
    setCommitFault: (fault) => {
      commitFault = fault;
    },
  };
}
