// Vitest runs all the test files of a worker in one process (isolate: false in vitest.config.ts), so a file that
// changes what every module shares would break another file later, far from its cause. After each file this
// names the file instead: nothing enumerable added to the built-in prototypes (drizzle-kit's api adds methods to
// Array.prototype and String.prototype, and every for-in loop over an array then sees them: mp4box's did).
import { afterAll, expect } from 'vitest';

const builtins = { Object, Array, String, Number, Function, Promise, Uint8Array, ArrayBuffer };

afterAll(() => {
  const added = Object.entries(builtins).flatMap(([name, type]) =>
    Object.keys(type.prototype as object).map((key) => `${name}.prototype.${key}`),
  );
  expect(added, 'enumerable properties this test file added to built-in prototypes').toEqual([]);
});
