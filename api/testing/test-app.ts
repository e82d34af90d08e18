// Builds the real app on a fresh temporary SQLite file for in-process API tests
// (app.request). Nothing is mocked: migrations, seed and middleware are the real ones.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { seedDemo, seedReference } from '../../db/seed/index.ts';
import { users } from '../../db/schema/users.ts';
import { createApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { createSession } from '../lib/session-service.ts';
import { prepareSearchIndex } from '../features/search/index-queue.ts';
import { createLogger } from '../lib/logger.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  dataDir: string;
  /** Calls the app with a JSON body and an optional bearer token. */
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** Inserts a user and returns a live session token for it. */
  signUp: (login?: string) => { userId: number; token: string };
  close: () => void;
}

let counter = 0;

export function createTestApp(
  options: { seed?: boolean; config?: Partial<Record<keyof Config, string>> } = {},
): TestApp {
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-test-'));
  const handle = openDb(join(dataDir, 'app.db'));
  applyMigrations(handle.db);
  seedReference(handle.db);
  if (options.seed !== false) seedDemo(handle.db);
  prepareSearchIndex(handle.db);
  const config = testConfig({ DATA_DIR: dataDir, ...options.config });
  const deps: AppDeps = { db: handle.db, sqlite: handle.sqlite, config, logger: createLogger('silent') };
  const app = createApp(deps);
  return {
    app,
    deps,
    dataDir,
    call: (method, path, { body, token, headers = {} } = {}) => {
      const h: Record<string, string> = { ...headers };
      if (body !== undefined && typeof body !== 'string') h['content-type'] = 'application/json';
      if (token) h.authorization = `Bearer ${token}`;
      return Promise.resolve(
        app.request(path, {
          method,
          headers: h,
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      );
    },
    signUp: (login) => {
      counter += 1;
      const row = handle.db
        .insert(users)
        .values({
          login: login ?? `test-user-${counter}-${Date.now()}@example.org`,
          name: 'Тест',
          lastName: 'Тестов',
          isAgreement: true,
        })
        .returning({ id: users.id })
        .get();
      return { userId: row.id, token: createSession(handle.db, row.id).token };
    },
    close: () => {
      handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
