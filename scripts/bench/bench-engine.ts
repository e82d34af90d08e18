// Which database engine a bench runs on: BENCH_ENGINE=sqlite (the default) or postgres, which starts a
// throwaway PostgreSQL server (durable: fsync on, as a real one) for the run and gives each bench
// database a fresh database on it. BENCH_ENGINE=sqlite,postgres runs the parts that compare engines on both.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, openStore, type Store } from '../../db/client.ts';
import { startPostgres, type PostgresServer } from '../postgres-server.ts';

export type BenchEngine = 'sqlite' | 'postgres';

export function benchEngines(): BenchEngine[] {
  const names = (process.env.BENCH_ENGINE ?? 'sqlite').split(',').map((s) => s.trim());
  for (const n of names) if (n !== 'sqlite' && n !== 'postgres') throw new Error(`BENCH_ENGINE: unknown engine ${n}`);
  return names as BenchEngine[];
}

let server: PostgresServer | null = null;
let databases = 0;

/** The bench's PostgreSQL server, started on first use and stopped when the process exits. */
export async function benchPostgres(): Promise<PostgresServer> {
  if (!server) {
    const started = await startPostgres();
    server = started;
    process.once('exit', () => started.stop());
  }
  return server;
}

/** A bench database: its DATA_DIR (uploads, and the SQLite file) and, on PostgreSQL, its DATABASE_URL. */
export interface BenchDatabase {
  engine: BenchEngine;
  dir: string;
  databaseUrl?: string;
  /** The server's environment for this database. */
  env: Record<string, string>;
  open(): Store;
  /** CPU seconds the database server has used (PostgreSQL); 0 for SQLite, which runs inside the app. */
  databaseCpuSeconds(): number;
}

export async function newBenchDatabase(engine: BenchEngine): Promise<BenchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-bench-'));
  const sqliteFile = join(dir, 'app.db');
  if (engine === 'sqlite') {
    return { engine, dir, env: {}, open: () => openStore({ sqliteFile }), databaseCpuSeconds: () => 0 };
  }
  const pg = await benchPostgres();
  const name = `bench_${process.pid}_${++databases}`;
  await adminQuery(pg.url, `create database ${name}`);
  const databaseUrl = pg.urlOf(name);
  return {
    engine,
    dir,
    databaseUrl,
    env: { DATABASE_URL: databaseUrl },
    open: () => openStore({ databaseUrl, sqliteFile }),
    databaseCpuSeconds: () => pg.cpuSeconds(),
  };
}
