// The app of one test file serving a stand-in of the built PWA (its index.html and, if given, staff.html in a
// temporary folder): opened before the file's tests and closed after them. Only for use at a file's top level.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import { openForFile } from './file-scoped.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface WebDistApp {
  t: TestApp;
  app: ReturnType<typeof createApp>;
  /** The stand-in's folder (a test may take a page away). */
  dist: string;
}

/** `index` and `staff` are the two pages' HTML; `options` go to createTestApp. Read inside tests or hooks. */
export function webDistTestApp(
  pages: { index: string; staff?: string },
  options?: Parameters<typeof createTestApp>[0],
): WebDistApp {
  return openForFile(
    async () => {
      const t = await createTestApp(options);
      const dist = mkdtempSync(join(tmpdir(), 'nauka-web-'));
      writeFileSync(join(dist, 'index.html'), pages.index);
      if (pages.staff !== undefined) writeFileSync(join(dist, 'staff.html'), pages.staff);
      return { t, app: createApp(t.deps, { webDist: dist }), dist };
    },
    async ({ t, dist }) => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
  );
}
