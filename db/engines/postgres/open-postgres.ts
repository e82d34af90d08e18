// The PostgreSQL engine (15 or newer): a pg pool, drizzle's PostgreSQL dialect over the same table
// objects the SQLite engine uses, and the unit of work of ./unit-of-work.ts. Counts and sums come
// back as numbers, jsonb as text for the schema's JSON columns to parse, as on SQLite.
// The only module, with its folder, that imports pg.
import type { SQL } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db, RenderableQuery, Store, TransactionConfig } from '../../store.ts';
import { queryRenderer } from '../query-renderer.ts';
import { pendingMigrationTags, pgMigrationsFolder } from '../../migrations-folder.ts';
import { epochMemo } from './epoch-memo.ts';
import { writesOnPoolTell } from './pool-writes.ts';
import { CREATE_EPOCHS, epochPair, publicWriteWatch, readEpochs } from './public-epoch.ts';
import { openSessionLocks } from './session-locks.ts';
import { pgUnitOfWork } from './unit-of-work.ts';

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  poolSize?: number;
  onCallbackError?: (err: unknown) => void;
  /** Connections kept for session locks (tus uploads in progress), apart from the pool (default 20). */
  lockPoolSize?: number;
}

export interface PostgresStore extends Store {
  readonly engine: 'postgres';
  readonly url: string;
  /** Resets every identity sequence past the highest id (after a seed or a copy that wrote ids). */
  syncSequences(): Promise<void>;
}

/** Every identity sequence moved past its column's highest value. */
const SYNC_SEQUENCES = `
  do $$ declare r record; begin
    for r in select c.table_name, c.column_name from information_schema.columns c
             where c.table_schema = 'public' and c.is_identity = 'YES' loop
      execute format('select setval(pg_get_serial_sequence(%L, %L), coalesce((select max(%I) from %I), 0) + 1, false)',
                     r.table_name, r.column_name, r.column_name, r.table_name);
    end loop;
  end $$;`;

/** Migrations run under this advisory lock: servers starting at once migrate one after another. */
const MIGRATION_LOCK = 724_031_001;
/** Distinct kept statements prepared under a name on each connection (the rest are parsed each time). */
const NAMED = 500;

// Set on pg's shared parsers, which drizzle's queries fall back to: int8 (count(*), sums, bigint ids)
// and numeric as numbers; json/jsonb as text (the schema's JSON columns parse it themselves).
const asNumber = (v: string) => Number(v);
const asText = (v: string) => v;
pg.types.setTypeParser(pg.types.builtins.INT8, asNumber);
pg.types.setTypeParser(pg.types.builtins.NUMERIC, asNumber);
pg.types.setTypeParser(pg.types.builtins.JSON, asText);
pg.types.setTypeParser(pg.types.builtins.JSONB, asText);

export function openPostgresStore(url: string, options: PostgresOptions = {}): PostgresStore {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
  // A client losing its server (a restart) must not crash the process: an idle one is reported to the
  // pool, a busy one also fails its query, which answers 503; the connection is replaced.
  pool.on('error', () => undefined);
  const publicWrites = publicWriteWatch();
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    publicWrites.watch(client);
  });
  const sessionLocks = openSessionLocks(url, options.lockPoolSize ?? 20);
  // The public change epoch and the session epoch (./public-epoch.ts), read together at most once a moment
  // (./epoch-memo.ts); they are read again after every write of ours that moves either.
  const epoch = epochMemo(() => readEpochs(pool));
  writesOnPoolTell(pool, epoch.changed);
  const onCallbackError = options.onCallbackError ?? ((err: unknown) => console.error(err));
  const uow = pgUnitOfWork(pool, onCallbackError, epoch.changed, publicWrites);
  const base = drizzle(pool);
  const dialect = new PgDialect();
  const txDbs = new WeakMap<pg.PoolClient, NodePgDatabase>();
  const current = (): { db: NodePgDatabase; client: pg.Pool | pg.PoolClient } => {
    const state = uow.current();
    if (!state) return { db: base, client: pool };
    let db = txDbs.get(state.client);
    if (!db) {
      db = drizzle(state.client);
      txDbs.set(state.client, db);
    }
    return { db, client: state.client };
  };

  const toQuery = queryRenderer(dialect);
  const render = (query: RenderableQuery, values?: Record<string, unknown>) => {
    const q = toQuery(query, values);
    return { text: q.sql, values: q.params };
  };
  // Kept statements ($raw, $pluck, $run: a push runs each for every mutation) are prepared once per
  // connection under a name, so PostgreSQL parses and plans them once; at most NAMED texts get one.
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < NAMED) names.set(text, (name = `k${names.size + 1}`));
    return name;
  };
  const arrays = async (query: RenderableQuery, values?: Record<string, unknown>) => {
    const { text, values: params } = render(query, values);
    const res = await current().client.query({
      name: nameOf(text),
      text,
      values: params as unknown[],
      rowMode: 'array',
    });
    return res.rows as unknown[][];
  };
  const objects = async (query: SQL) => {
    const { text, values } = render(query);
    return current().client.query({ text, values: values as unknown[] });
  };
  const changeEpoch = async () => epochPair(await epoch.read())[0];
  const sessionEpoch = async () => epochPair(await epoch.read())[1];

  const extras: Record<string, unknown> = {
    $engine: 'postgres',
    transaction: <T>(fn: (tx: Db) => Promise<T>, config?: TransactionConfig) => uow.run(() => fn(db), config),
    $afterCommit: (fn: () => void | Promise<void>) => uow.afterCommit(fn),
    $changeEpoch: changeEpoch,
    $sessionEpoch: sessionEpoch,
    // On the current connection: inside a transaction its own uncommitted rows count.
    $idsWritten: async () => {
      await current().client.query(SYNC_SEQUENCES);
    },
    $pluck: async (query: RenderableQuery, values?: Record<string, unknown>) =>
      (await arrays(query, values)).map((r) => r[0]),
    $raw: arrays,
    $run: async (query: RenderableQuery, values?: Record<string, unknown>) => {
      const { text, values: params } = render(query, values);
      return (await current().client.query({ name: nameOf(text), text, values: params as unknown[] })).rowCount ?? 0;
    },
    all: async (query: SQL) => (await objects(query)).rows,
    get: async (query: SQL) => (await objects(query)).rows[0],
    values: async (query: SQL) => arrays(query),
    run: async (query: SQL) => {
      const res = await objects(query);
      return { rows: res.rows, changes: res.rowCount ?? 0, rowCount: res.rowCount };
    },
  };
  // One object for every caller: a property is read from the open transaction's drizzle, if any.
  const db = new Proxy(base as unknown as Db, {
    get(_target, prop) {
      if (typeof prop === 'string' && Object.hasOwn(extras, prop)) return extras[prop];
      const target = current().db as unknown as Record<string | symbol, unknown>;
      const value = target[prop];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });

  const migrationsApplied = async (client: pg.Pool | pg.PoolClient): Promise<number> => {
    const exists = await client.query("select to_regclass('drizzle.__drizzle_migrations') as t");
    if (!exists.rows[0]?.t) return 0;
    const res = await client.query('select max(created_at) as w from drizzle.__drizzle_migrations');
    return Number(res.rows[0]?.w ?? 0);
  };

  return {
    engine: 'postgres',
    url,
    db,
    sessionLocks,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        try {
          await migrate(drizzle(client), { migrationsFolder: pgMigrationsFolder });
          await client.query(CREATE_EPOCHS);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
        }
      } finally {
        client.release();
      }
    },
    pendingMigrations: async () => pendingMigrationTags(await migrationsApplied(pool), pgMigrationsFolder),
    ping: async () => {
      await pool.query('select 1');
    },
    changeEpoch,
    sizeBytes: async () => {
      const res = await pool.query<{ n: string }>('select pg_database_size(current_database()) as n');
      return Number(res.rows[0]?.n ?? 0);
    },
    syncSequences: async () => {
      await pool.query(SYNC_SEQUENCES);
    },
    close: async () => {
      await sessionLocks.close();
      await pool.end();
    },
  };
}
