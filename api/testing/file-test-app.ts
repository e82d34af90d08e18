// The test app of one test file: opened before its tests and closed after them, so a file does not
// repeat the beforeAll/afterAll pair. Only for use at a file's top level; read it inside tests or hooks.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** Stands for the app createTestApp(options) opens before the file's tests; fails if read before that. */
export function fileTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(options);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return new Proxy({} as TestApp, {
    get: (_, key) => {
      if (!opened) throw new Error('The test app opens in beforeAll: read it inside a test or a hook');
      return Reflect.get(opened, key) as unknown;
    },
  });
}
