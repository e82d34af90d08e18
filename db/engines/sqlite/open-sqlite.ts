// The SQLite engine: one file, one writer connection behind an async lock and one read-only
// connection for reads outside transactions (WAL: readers never wait for the writer and see only
// committed rows). synchronous=FULL: a commit is on disk before the server acknowledges it, and a
// write outside a transaction is wrapped in one: its COMMIT fails loudly (an autocommit INSERT …
// RETURNING read for one row hands the row back even when the commit fails on a full disk).
// The only module, with its folder, that imports better-sqlite3.
import { statSync } from 'node:fs';
import Database from 'better-sqlite3';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleSync } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { drizzle, type AsyncRemoteCallback } from 'drizzle-orm/sqlite-proxy';
import { SQLiteAsyncDialect } from 'drizzle-orm/sqlite-core';
import type { Db, RenderableQuery, Store } from '../../store.ts';
import { queryRenderer } from '../query-renderer.ts';
import { migrationsFolder, pendingMigrationTags } from '../../migrations-folder.ts';
import { AsyncLock } from './async-lock.ts';
import { sqliteSchemaVersion } from './schema-version.ts';
import { statementCache } from './statement-cache.ts';
import { unitOfWork } from './unit-of-work.ts';
import { writesPublicRows } from '../public-writes.ts';
import { writesSessionRows } from '../session-writes.ts';

export type Synchronous = 'FULL' | 'NORMAL';

export interface SqliteOptions {
  synchronous?: Synchronous;
  /** Where an after-commit callback's error goes (they never undo a committed write). */
  onCallbackError?: (err: unknown) => void;
  /** For tests only: hears every statement's SQL before it runs (which tables a public answer reads). */
  trace?: (sql: string) => void;
}

export interface SqliteStore extends Store {
  readonly engine: 'sqlite';
  readonly file: string;
  /** The writer connection, for the engine's own tools (backup); services never see it. */
  readonly writer: Database.Database;
  /** For fault tests only: while set, every commit asks `fault` first and throws what it answers. */
  setCommitFault(fault: (() => Error | undefined) | undefined): void;
}

/** Row writes: outside a transaction each runs in one of its own (VACUUM, PRAGMA and DDL cannot or need not). */
const ROW_WRITE = /^\s*(insert|update|delete|replace|with)\b/i;

type Method = 'run' | 'all' | 'values' | 'get';

function execute(stmt: Database.Statement, params: unknown[], method: Method, arrays: boolean): unknown {
  if (method === 'run' || !stmt.reader) {
    const r = stmt.run(...params);
    return { rows: [], changes: r.changes, lastInsertRowid: r.lastInsertRowid };
  }
  const s = stmt.raw(arrays);
  return method === 'get' ? s.get(...params) : s.all(...params);
}

function openConnection(file: string, synchronous: Synchronous, readonly: boolean): Database.Database {
  const c = new Database(file);
  // query_only rather than a read-only open: that one needs the WAL files to exist already.
  c.pragma(readonly ? 'query_only = ON' : 'journal_mode = WAL');
  c.pragma('foreign_keys = ON');
  c.pragma('busy_timeout = 5000');
  c.pragma(`synchronous = ${synchronous}`);
  return c;
}

export function openSqliteStore(file: string, options: SqliteOptions = {}): SqliteStore {
  const synchronous = options.synchronous ?? 'FULL';
  const writer = openConnection(file, synchronous, false);
  const reader = openConnection(file, synchronous, true);
  const writerStatement = statementCache(writer);
  const readerStatement = statementCache(reader);
  const lock = new AsyncLock();
  // The writer's own commits that wrote a public row are counted here (total_changes() would also count a
  // transaction's uncommitted rows, so an answer computed from the old rows could be kept under the new epoch;
  // a write of private tables only, a bookmark or a session, keeps every public answer: ../public-writes.ts);
  // data_version counts another process's commits (a script, a restore), schema_version a changed table.
  let commits = 0;
  // The writer's commits that may have ended a session or changed its roles (../session-writes.ts).
  let sessionCommits = 0;
  const uow = unitOfWork(
    writer,
    lock,
    options.onCallbackError ?? ((err) => console.error(err)),
    () => {
      commits += 1;
    },
    () => {
      sessionCommits += 1;
    },
  );
  const dialect = new SQLiteAsyncDialect();
  const epoch = writer.prepare(
    'select d.data_version, s.schema_version from pragma_data_version d, pragma_schema_version s',
  );
  const changeEpoch = async () => `${commits}:${(epoch.raw(true).get() as number[]).join(':')}`;
  const sessionEpoch = async () => `${sessionCommits}:${(epoch.raw(true).get() as number[]).join(':')}`;

  /** Runs one statement where it belongs: in the open transaction, on the reader, or alone on the writer. */
  function route<T>(sql: string, run: (stmt: Database.Statement) => T): Promise<T> | T {
    options.trace?.(sql);
    const w = writerStatement(sql);
    const marked = () => {
      if (!w.readonly && writesPublicRows(sql)) uow.markPublic();
      if (!w.readonly && writesSessionRows(sql)) uow.markSession();
      return run(w);
    };
    if (uow.inTransaction()) return marked();
    if (w.readonly) return run(readerStatement(sql));
    // One statement, one transaction: COMMIT is a statement of its own, so its failure (SQLITE_FULL,
    // an I/O error, a deferred constraint) reaches the caller instead of hiding in a statement reset.
    if (ROW_WRITE.test(sql)) return uow.run(async () => marked());
    return lock.run(() => {
      try {
        return run(w);
      } finally {
        commits += 1;
        sessionCommits += 1;
      }
    });
  }

  const client: AsyncRemoteCallback = async (sql, params, method) => {
    const out = await route(sql, (stmt) => execute(stmt, params, method, true));
    return method === 'run' ? (out as { rows: unknown[] }) : { rows: out as unknown[] };
  };
  const db = drizzle(client) as unknown as Db & Record<string, unknown>;

  // A builder kept for reuse (a hot query with placeholders) is rendered once.
  const render = queryRenderer(dialect);
  const rawObjects = (query: SQL, method: Method) => {
    const { sql, params } = render(query);
    return route(sql, (stmt) => execute(stmt, params, method, false));
  };
  Object.assign(db, {
    $engine: 'sqlite',
    transaction: <T>(fn: (tx: Db) => Promise<T>) => uow.run(() => fn(db)),
    $afterCommit: (fn: () => void | Promise<void>) => uow.afterCommit(fn),
    $changeEpoch: changeEpoch,
    $sessionEpoch: sessionEpoch,
    // SQLite's rowid always continues past the highest id.
    $idsWritten: async () => undefined,
    $pluck: async (query: RenderableQuery, values?: Record<string, unknown>) => {
      const { sql, params } = render(query, values);
      return route(sql, (stmt) => stmt.pluck(true).all(...params));
    },
    $raw: async (query: RenderableQuery, values?: Record<string, unknown>) => {
      const { sql, params } = render(query, values);
      return route(sql, (stmt) => stmt.raw(true).all(...params));
    },
    $run: async (query: RenderableQuery, values?: Record<string, unknown>) => {
      const { sql, params } = render(query, values);
      return route(sql, (stmt) => stmt.run(...params).changes);
    },
    // Raw SQL answers objects, as drizzle's better-sqlite3 driver does (the proxy driver would answer arrays).
    all: async (query: SQL) => rawObjects(query, 'all'),
    get: async (query: SQL) => rawObjects(query, 'get'),
    values: async (query: SQL) => route(render(query).sql, (stmt) => stmt.raw(true).all(...render(query).params)),
    run: async (query: SQL) => rawObjects(query, 'run'),
  });

  return {
    engine: 'sqlite',
    file,
    writer,
    setCommitFault: (fault) => uow.setCommitFault(fault),
    db: db as Db,
    migrate: async () => {
      await lock.run(() => migrate(drizzleSync(writer), { migrationsFolder }));
    },
    pendingMigrations: async () => {
      return pendingMigrationTags(sqliteSchemaVersion(writer).when);
    },
    ping: async () => {
      reader.prepare('select 1').get();
    },
    changeEpoch,
    sizeBytes: async () => {
      try {
        return statSync(file).size;
      } catch {
        return null;
      }
    },
    close: async () => {
      await lock.run(() => {
        reader.close();
        writer.close();
      });
    },
  };
}
