// Something one test file opens before its tests and closes after them (a test app with its folders), read
// through an object whose fields exist once it is open. Only for use at a file's top level.
import { afterAll, beforeAll } from 'vitest';

/** `open` runs in beforeAll (within `timeout` ms), `close` in afterAll; read the answer inside tests or hooks. */
export function openForFile<T extends object>(
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  timeout?: number,
): T {
  let opened: T | undefined;
  beforeAll(async () => {
    opened = await open();
  }, timeout);
  afterAll(async () => {
    if (opened) await close(opened);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!opened) throw new Error('The test app opens in beforeAll: read it inside a test or a hook');
      return Reflect.get(opened, key) as unknown;
    },
  });
}
