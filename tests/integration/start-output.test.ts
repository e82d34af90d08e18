// `npm start` on a fresh install (issue 19, item 13): the server (its bundle, as npm start runs it) prints no warning (no
// deprecation, no experimental notice) and, with only PORT set, its start-up line and its link
// previews name that port, not 3000.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/postgres-server.ts';
import { buildServerIfStale } from '../../scripts/server-bundle.ts';

const dir = mkdtempSync(join(tmpdir(), 'nauka-start-output-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
// A stand-in for the built PWA, so the test does not depend on `vite build` having run.
const webDist = join(dir, 'web');
mkdirSync(webDist);
writeFileSync(
  join(webDist, 'index.html'),
  '<!doctype html><html lang="ru"><head><title>Наука рядом</title><meta name="description" content=""></head><body></body></html>',
);

describe('server start-up output', () => {
  it('prints no warning, its address follows PORT, and it stops cleanly when npm is told to', async () => {
    // A port the system says is free: a random one could be another test's server (a CI run failed so).
    const port = await freePort();
    // `npm start` itself: its first half finds the stand-in PWA and the server bundle up to date (built here once
    // they are stale), its second half must put the server in npm's place, or a stop would leave it running.
    buildServerIfStale();
    const child = spawn('npm', ['start', '--silent'], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? dir,
        npm_config_update_notifier: 'false',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: join(dir, 'data'),
        WEB_DIST: webDist,
      },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    try {
      await expect.poll(() => out + err, { timeout: 60_000 }).toContain('server listening');
      const listening = out.split('\n').find((l) => l.includes('server listening')) ?? '';
      expect(JSON.parse(listening)).toMatchObject({ port, url: `http://localhost:${port}` });
      const html = await (await fetch(`http://127.0.0.1:${port}/post/pochemu-nebo-goluboe`)).text();
      expect(html).toContain(`content="http://localhost:${port}/post/pochemu-nebo-goluboe"`);
      expect(html).not.toContain('localhost:3000');
      expect(err).toBe('');
      expect(out).not.toMatch(/warn|deprecat/i);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      expect(out).toContain('database closed');
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    } finally {
      child.kill('SIGTERM');
    }
  }, 90_000);
});
