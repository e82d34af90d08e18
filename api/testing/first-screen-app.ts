// The app of one test file serving the real first-screen build (vite.ssr.config.ts, built into a temporary
// folder) beside a stand-in index.html: opened before the file's tests and closed after them. Only for use at a
// file's top level.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { createApp } from '../app.ts';
import { openForFile } from './file-scoped.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export interface FirstScreenApp {
  t: TestApp;
  app: ReturnType<typeof createApp>;
}

/** `index` is the built index.html the app fills. Read the answer's fields inside tests or hooks. */
export function firstScreenTestApp(index: string): FirstScreenApp {
  return openForFile(
    async () => {
      const dist = mkdtempSync(join(tmpdir(), 'nauka-first-screen-'));
      await build({ configFile: 'vite.ssr.config.ts', logLevel: 'error', build: { outDir: join(dist, 'ssr') } });
      mkdirSync(join(dist, 'web'));
      writeFileSync(join(dist, 'web', 'index.html'), index);
      const t = await createTestApp();
      return { t, app: createApp(t.deps, { webDist: join(dist, 'web') }), dist };
    },
    async ({ t, dist }) => {
      await t.close();
      rmSync(dist, { recursive: true, force: true });
    },
    180_000,
  );
}
