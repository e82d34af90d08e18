import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/chromium-path.ts';
import { freePortSync, serverEnv } from '../tests/e2e/server.ts';

const port = freePortSync();
const dataDir = mkdtempSync(join(tmpdir(), 'shots-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
  env: { ...process.env, ...serverEnv(port, dataDir), WEB_DIST: './dist/web', LOG_LEVEL: 'error' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 300; i++) {
  try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 200));
}
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
for (const [w, h] of [[375, 740], [1280, 800]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ru-RU' });
  const page = await ctx.newPage();
  for (const [name, path] of [['home', '/'], ['catalog', '/catalog'], ['post', '/post/pochemu-nebo-goluboe']]) {
    await page.goto(url + path, { waitUntil: 'load' });
    await page.waitForTimeout(3500);
    await page.screenshot({ path: `/tmp/bytes/shots/${name}-${w}.png` });
    if (name === 'post') {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.55));
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/bytes/shots/${name}-${w}-mid.png` });
    }
  }
  await ctx.close();
}
await browser.close();
server.kill('SIGTERM');
