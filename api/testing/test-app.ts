// Builds the real app on a fresh temporary SQLite file for in-process API tests
// (app.request). Nothing is mocked: migrations, seed and middleware are the real ones
// (the database is a copy of the run's migrated and seeded template: test-database.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Store } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { createApp } from '../app.ts';
import { testConfig, type Config } from '../config.ts';
import type { AppDeps } from '../context.ts';
import { createSession } from '../lib/session-service.ts';
import { createLogger } from '../lib/logger.ts';
import { openTestDatabase } from './test-database.ts';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  /** The store under `deps.db`: SQLite, or PostgreSQL when the run tests that engine. */
  store: Store;
  dataDir: string;
  /** Calls the app with a JSON body and an optional bearer token. */
  call: (
    method: string,
    path: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ) => Promise<Response>;
  /** Inserts a user and returns a live session token for it. */
  signUp: (login?: string) => Promise<{ userId: number; token: string }>;
  close: () => Promise<void>;
}

let counter = 0;

export async function createTestApp(
  options: {
    seed?: boolean;
    config?: Partial<Record<keyof Config, string>>;
    /** The resolver of host names users give (push endpoints); node:dns when absent. */
    hostLookup?: AppDeps['hostLookup'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'nauka-test-'));
  const database = await openTestDatabase(join(dataDir, 'app.db'), options.seed !== false);
  const store = database.store;
  const config = testConfig({ DATA_DIR: dataDir, ...options.config });
  const deps: AppDeps = {
    db: store.db,
    store,
    config,
    logger: createLogger('silent'),
    ...(options.hostLookup && { hostLookup: options.hostLookup }),
  };
  const app = createApp(deps);
  return {
    app,
    deps,
    store,
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
    signUp: async (login) => {
      counter += 1;
      const row = await one(
        store.db
          .insert(users)
          .values({
            login: login ?? `test-user-${counter}-${Date.now()}@example.org`,
            name: 'Тест',
            lastName: 'Тестов',
            isAgreement: true,
          })
          .returning({ id: users.id }),
      );
      if (!row) throw new Error('test user was not inserted');
      return { userId: row.id, token: (await createSession(store.db, row.id)).token };
    },
    close: async () => {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
