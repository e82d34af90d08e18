import { defineConfig } from 'vitest/config';

// The PostgreSQL run (NAUKA_TEST_ENGINE=postgres, scripts/test.sh) takes the tests that reach the
// database; these test a mechanism only SQLite has (its file, pragmas and FTS5 internals) and run in the
// SQLite run alone.
const SQLITE_ONLY = [
  'api/features/search/prefix-index.test.ts',
  'db/client.test.ts',
  'tests/integration/backup-restore.test.ts',
  // Reads the statements of SQLite's connections; what it proves of the queries holds on both engines.
  'tests/integration/public-answers-read.test.ts',
];
// These test a mechanism only PostgreSQL has (its planner and statistics) and run in the PostgreSQL run alone.
const POSTGRES_ONLY = ['api/features/search/index-postgres.test.ts'];
// These start a PostgreSQL server of their own whatever the run's engine: once is enough.
const OWN_POSTGRES = [
  'tests/integration/db-copy.test.ts',
  'tests/integration/backup-restore-postgres.test.ts',
  'tests/integration/postgres-restart.test.ts',
];
const postgres = process.env.NAUKA_TEST_ENGINE === 'postgres';

export default defineConfig({
  test: {
    include: postgres
      ? ['{api,db,tests/integration}/**/*.test.ts']
      : ['{api,db,sync,workers,web,scripts,tests/integration}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', ...(postgres ? [...SQLITE_ONLY, ...OWN_POSTGRES] : POSTGRES_ONLY)],
    environment: 'node',
    pool: 'forks',
    // The test files of a worker share one process instead of a fresh one each: the app's modules load once per run,
    // not once per file (the SQLite run: 340 s with isolation, 133 s without). A file must leave nothing shared
    // changed behind it: tests/setup/shared-state-guard.ts checks the built-ins after each file.
    isolate: false,
    testTimeout: 20_000,
    globalSetup: ['tests/setup/db-templates.ts'],
    // Both runs: the PostgreSQL run has a browser-side file too (tests/integration/background-sync.test.ts).
    setupFiles: ['tests/setup/shared-state-guard.ts', 'tests/setup/fake-indexeddb.ts'],
  },
});
