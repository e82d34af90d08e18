// Starts the real server (its bundle, as `npm start` runs it: scripts/server-bundle.ts) on a free port with its own temporary
// DATA_DIR, for browser tests that must stop and restart it. The shared server of the
// whole run is started by playwright.config.ts through the same function's settings.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServerIfStale, serverArgs } from '../../scripts/server-bundle.ts';

export function freePortSync(): number {
  const out = execFileSync(process.execPath, [
    '-e',
    // stdout.write, not console.log: test workers set FORCE_COLOR, which colours a logged number.
    'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})',
  ]);
  return Number(out.toString().trim());
}

/** The browser tests' server asks a login to wait this long between two codes (production: 120 s). */
export const CODE_RESEND_SECONDS = 2;

export function serverEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: 'test',
    DEV_AUTH: '1',
    LOG_LEVEL: 'warn',
    CODE_RESEND_SECONDS: String(CODE_RESEND_SECONDS),
    // The bell polls every 2 minutes in production; tests see a new notification within seconds.
    NOTIFICATION_POLL_MS: '3000',
    WEB_DIST: process.env.WEB_DIST ?? './dist/web',
  };
}

export interface RunningServer {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** The running server's process id (benches read its CPU time). */
  pid: () => number | undefined;
}

async function waitHealthy(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not become healthy`);
}

/** A server owned by one test: start, stop (SIGTERM) and start again on the same port and data. */
export async function startOwnServer(
  dataDir = mkdtempSync(join(tmpdir(), 'nauka-e2e-own-')),
  extraEnv: Record<string, string> = {},
): Promise<RunningServer> {
  const port = freePortSync();
  const url = `http://localhost:${port}`;
  let child: ChildProcess | null = null;
  const start = async () => {
    buildServerIfStale(); // Browser tests build it before any test; a unit test or a script may come first.
    child = spawn(process.execPath, serverArgs(), {
      env: { ...process.env, ...serverEnv(port, dataDir), ...extraEnv },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    // A server that never became healthy is stopped, not left running without an owner.
    await waitHealthy(url).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  };
  const stop = async () => {
    const c = child;
    if (!c || c.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      c.once('exit', () => resolve());
      c.kill('SIGTERM');
    });
    // A start() while this one was stopping has a new process of its own.
    if (child === c) child = null;
  };
  await start();
  return { url, dataDir, stop, start, pid: () => child?.pid };
}
