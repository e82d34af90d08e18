// A test's own database: a copy of a template that was migrated and seeded once per test run
// (tests/setup/db-templates.ts), or, outside a run that made templates, built from scratch. On
// SQLite the copy is a file; on PostgreSQL (NAUKA_TEST_ENGINE=postgres, a server the run started)
// a database created from the template. Nothing is mocked: the real migrations and seed wrote it.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { adminQuery, afterBulkWrite, openPostgresStore, openSqliteStore } from '../../db/client.ts';
import type { Store } from '../../db/store.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { prepareSearchIndex } from '../features/search/index-queue.ts';

export const TEMPLATES_ENV = 'NAUKA_TEST_DB_TEMPLATES';
/** The PostgreSQL server's URL (of its `postgres` database) when the run tests PostgreSQL. */
export const PG_URL_ENV = 'NAUKA_TEST_PG_URL';

export function testEngine(): 'sqlite' | 'postgres' {
  return process.env.NAUKA_TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

export function templateName(seed: boolean): string {
  return seed ? 'seeded' : 'reference';
}

/** Migrates, seeds and indexes a new database in `store`. */
export async function fillDatabase(store: Store, seed: boolean): Promise<Store> {
  await store.migrate();
  await seedReference(store.db);
  if (seed) await seedDemo(store.db);
  await afterBulkWrite(store);
  await prepareSearchIndex(store.db);
  return store;
}

export interface TestDatabase {
  store: Store;
  /** The PostgreSQL database's URL, for a command run as a child process; absent on SQLite. */
  url?: string;
  /** Closes the store and deletes the database. */
  drop(): Promise<void>;
}

/** A new database on the run's PostgreSQL server: a copy of `template`, or empty. */
async function createPostgres(template: string | undefined): Promise<TestDatabase> {
  const server = process.env[PG_URL_ENV];
  if (!server) throw new Error(`${PG_URL_ENV} is not set: run the tests through scripts/test.sh or vitest's setup`);
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  // FILE_COPY: a copy of the template's files, far quicker for a small database than WAL_LOG (the default).
  await adminQuery(
    server,
    template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`,
  );
  const url = server.replace(/\/[^/]*$/, `/${name}`);
  const store = openPostgresStore(url, { poolSize: 4 });
  return {
    store,
    url,
    drop: async () => {
      await store.close();
      await adminQuery(server, `drop database if exists ${name} with (force)`);
    },
  };
}

async function openPostgres(seed: boolean): Promise<TestDatabase> {
  const template = process.env[TEMPLATES_ENV] ? `tmpl_${templateName(seed)}` : undefined;
  const database = await createPostgres(template);
  if (!template) await fillDatabase(database.store, seed);
  return database;
}

/** An empty database of the engine under test, with no tables: for tests of the engine itself. */
export async function openEmptyTestStore(): Promise<TestDatabase> {
  if (testEngine() === 'postgres') return createPostgres(undefined);
  const dir = mkdtempSync(join(tmpdir(), 'nauka-empty-'));
  const store = openSqliteStore(join(dir, 'app.db'));
  return {
    store,
    drop: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Opens a new database for one test app (`file` is the SQLite file it would live in). */
export async function openTestDatabase(file: string, seed: boolean): Promise<TestDatabase> {
  if (testEngine() === 'postgres') return openPostgres(seed);
  const dir = process.env[TEMPLATES_ENV];
  const template = dir ? join(dir, `${templateName(seed)}.db`) : '';
  let store: Store;
  if (template && existsSync(template)) {
    copyFileSync(template, file);
    store = openSqliteStore(file);
  } else {
    store = await fillDatabase(openSqliteStore(file), seed);
  }
  return { store, drop: () => store.close() };
}
