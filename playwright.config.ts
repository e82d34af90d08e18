// Browser tests: Debian's Chromium driven by Playwright against the real server started
// on a free port with a temporary DATA_DIR (seeded like a fresh install).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/e2e/chromium-path.ts';
import { buildServerIfStale, serverArgs } from './scripts/server-bundle.ts';
import { freePortSync, serverEnv } from './tests/e2e/server.ts';

// Computed once in the runner; workers inherit the environment and reuse the values.
process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'nauka-e2e-'));
// The tests run the server as `npm start` does, from its bundle, rebuilt here when api/, db/ or sync/ changed.
if (!process.env.E2E_SERVER_CHECKED) {
  buildServerIfStale();
  process.env.E2E_SERVER_CHECKED = '1';
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  outputDir: process.env.E2E_OUTPUT ?? 'test-results',
  use: {
    baseURL,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: ['node', ...serverArgs()].join(' '),
    url: `${baseURL}/api/health`,
    env: serverEnv(port, process.env.E2E_DATA_DIR),
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
