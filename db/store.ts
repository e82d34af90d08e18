// The engine-neutral data layer every service sees: `Db` (drizzle's query builder, async) and `Store`
// (what the server needs of an engine besides queries). Services never import a driver; each
// engine lives in db/engines/<engine>/ and is the only place its driver is imported.
import type { SQL } from 'drizzle-orm';
import type { SqliteRemoteDatabase } from 'drizzle-orm/sqlite-proxy';

export type Engine = 'sqlite' | 'postgres';

/** A query drizzle can render (a builder or a `sql` template) with its placeholders unfilled. */
export type RenderableQuery = SQL | { toSQL: () => { sql: string; params: unknown[] } };

export interface TransactionConfig {
  /**
   * Transactions given the same key run one after another instead of colliding: for a row that many
   * requests count and then change at once (a mentor's pupils). SQLite has one writer anyway;
   * PostgreSQL takes an advisory lock before BEGIN. Only the outermost transaction's key counts.
   */
  lockKey?: string;
  /**
   * false: transactions nested in this one run without savepoints (PostgreSQL: two round trips
   * each fewer). If one of them throws, even when its caller catches that, nothing of this one
   * commits and it rejects with SavepointsNeeded, for the caller to run it again with savepoints.
   * SQLite (savepoints in process) always makes them.
   */
  savepoints?: boolean;
}

/** A transaction run with `savepoints: false` had a nested one fail: run it again with savepoints. */
export class SavepointsNeeded extends Error {
  constructor() {
    super('a nested transaction failed in a transaction run without savepoints');
    this.name = 'SavepointsNeeded';
  }
}

export interface DbExtras {
  readonly $engine: Engine;
  /**
   * The unit of work: `fn` runs in one transaction (a savepoint when nested) and everything it writes
   * commits or rolls back together. Every query issued while it runs, through `tx` or through the
   * store's `db`, belongs to it. Callbacks given to `$afterCommit` inside run once it has committed.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>, config?: TransactionConfig): Promise<T>;
  /**
   * Runs `fn` after the current transaction commits (never if it rolls back), before `transaction`
   * resolves, so the caller's answer waits for it; outside a transaction, at once. Resolves when it
   * has run outside a transaction, at once inside one. A failing `fn` never fails the committed write.
   */
  $afterCommit(fn: () => void | Promise<void>): Promise<void>;
  /**
   * The store's public change epoch: a string that changes whenever a committed write changes a row a public
   * answer may read (every table but those of db/schema/private-tables.ts). Answers kept for everyone key on it.
   */
  $changeEpoch(): Promise<string>;
  /**
   * The store's session epoch: a string that changes whenever a committed write may have ended a session or
   * changed a user's roles (db/engines/session-writes.ts). Session lookups kept per node key on it; like the public
   * epoch it moves at once for this process's own writes and within EPOCH_FRESH_MS for another node's.
   */
  $sessionEpoch(): Promise<string>;
  /**
   * Tells the engine that rows with explicit ids were written (a seed, a copy): PostgreSQL moves its
   * identity sequences past them, so the next insert without an id gets a fresh one. Nothing on SQLite.
   */
  $idsWritten(): Promise<void>;
  /** The first column of each row, for hot reads of many values. */
  $pluck<T>(query: RenderableQuery, values?: Record<string, unknown>): Promise<T[]>;
  /** Each row as an array in the select's column order, for hot reads of many rows. */
  $raw<T extends unknown[]>(query: RenderableQuery, values?: Record<string, unknown>): Promise<T[]>;
  /** Runs a kept write that returns no rows (placeholders filled from `values`); answers the rows it changed. */
  $run(query: RenderableQuery, values?: Record<string, unknown>): Promise<number>;
}

/**
 * The database as services use it: drizzle's builders, awaited (never `.get()/.all()/.run()`,
 * which one engine lacks), plus the unit of work. `db.all/get/run/values(sql…)` run raw SQL.
 */
export type Db = Omit<SqliteRemoteDatabase, 'transaction' | 'batch'> & DbExtras;

/** A lock held by one database session (connection) until released or until that connection dies. */
export interface SessionLock {
  release(): Promise<void>;
}

/** Locks shared by every process on one database (PostgreSQL's advisory locks on connections of their own). */
export interface SessionLocks {
  /** Takes the lock named `key`, or answers null at once when another session holds it. */
  tryLock(key: string): Promise<SessionLock | null>;
  /** Asks whichever process holds `key` to let it go (heard by the `onReleaseAsked` listeners of every other process). */
  askRelease(key: string): Promise<void>;
  /** Hears the other processes' `askRelease`; returns the unsubscribe function. */
  onReleaseAsked(listener: (key: string) => void): () => void;
}

export interface Store {
  readonly engine: Engine;
  readonly db: Db;
  /** Applies the committed migrations (safe at every start; several starting servers migrate once). */
  migrate(): Promise<void>;
  /** Tags of migrations this code ships that the database has not applied. */
  pendingMigrations(): Promise<string[]>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  /** The public change epoch (see `Db.$changeEpoch`): answers kept for everyone under it are never stale. */
  changeEpoch(): Promise<string>;
  /**
   * Locks several servers on this database share: present on PostgreSQL only (one SQLite file is served
   * by one process, whose own in-memory locks do).
   */
  readonly sessionLocks?: SessionLocks;
  /** The database's size on disk in bytes (SQLite: the file; PostgreSQL: pg_database_size). */
  sizeBytes(): Promise<number | null>;
  close(): Promise<void>;
}

/** The first row of a query's answer (drizzle's `.get()` on every engine). */
export async function one<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  return (await query)[0];
}

/** How many rows an insert, update or delete without `returning` changed, on every engine. */
export function affectedRows(result: unknown): number {
  const r = result as { changes?: number; rowCount?: number | null };
  return Number(r.changes ?? r.rowCount ?? 0);
}
