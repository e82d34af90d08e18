// Vitest's global setup: migrates and seeds the template databases once per run, so each test
// file's app starts from a copy instead of seeding again. With NAUKA_TEST_ENGINE=postgres it
// first starts a PostgreSQL server of its own (scripts/postgres-server.ts), stopped at the end,
// unless NAUKA_TEST_PG_URL names one already started (scripts/test.sh shares one between runs).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery, openPostgresStore, openSqliteStore } from '../../db/client.ts';
import { fillDatabase, PG_URL_ENV, templateName, TEMPLATES_ENV, testEngine } from '../../api/testing/test-database.ts';
import { startPostgres } from '../../scripts/postgres-server.ts';

async function postgresTemplates(serverUrl: string): Promise<void> {
  for (const seed of [false, true]) {
    const name = `tmpl_${templateName(seed)}`;
    await adminQuery(serverUrl, `drop database if exists ${name}`);
    await adminQuery(serverUrl, `create database ${name}`);
    const store = await fillDatabase(openPostgresStore(serverUrl.replace(/\/[^/]*$/, `/${name}`)), seed);
    await store.close();
  }
}

export async function setup(): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'nauka-templates-'));
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const teardown = () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
  try {
    if (testEngine() === 'postgres') {
      if (!process.env[PG_URL_ENV]) {
        const server = await startPostgres({ durable: false });
        process.env[PG_URL_ENV] = server.url;
        cleanups.push(() => server.stop());
      }
      await postgresTemplates(process.env[PG_URL_ENV]!);
    } else {
      for (const seed of [false, true]) {
        const store = await fillDatabase(openSqliteStore(join(dir, `${templateName(seed)}.db`)), seed);
        await store.close();
      }
    }
  } catch (err) {
    // A failed setup gets no teardown call: the server it started must not outlive the run.
    teardown();
    throw err;
  }
  process.env[TEMPLATES_ENV] = dir;
  return teardown;
}
