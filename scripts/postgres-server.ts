// A throwaway PostgreSQL server for tests and benches: initdb in a temporary folder, pg_ctl on a
// free loopback port, stopped and deleted by stop(). Uses Debian's postgresql package (15 or
// newer, /usr/lib/postgresql/<n>/bin); .ci/run installs it when missing. As root it runs the
// server as the `postgres` user, as PostgreSQL requires.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { processTreeCpuSeconds } from './process-cpu.ts';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PostgresServer {
  /** postgres://… of the server's `postgres` database. */
  url: string;
  port: number;
  /** CPU seconds the server has used so far, its ended backends included (benches divide it by requests). */
  cpuSeconds(): number;
  /** The URL of another database on the same server. */
  urlOf(database: string): string;
  /**
   * Stops the server (fast shutdown: open connections are cut, as in a real restart) and starts it
   * again, without blocking the event loop (the test's own requests go on meanwhile).
   */
  restart(): Promise<void>;
  stop(): void;
}

/** The newest installed server's bin folder (15 or newer). */
export function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .map(Number)
        .filter((v) => v >= 15)
        .sort((a, b) => b - a)
    : [];
  const dir = versions.length ? join(root, String(versions[0]), 'bin') : '';
  if (!dir || !existsSync(join(dir, 'pg_ctl'))) {
    throw new Error('PostgreSQL 15 or newer is not installed: apt-get install postgresql (.ci/run does this)');
  }
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresIds(): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

export interface StartOptions {
  /**
   * false for tests: no fsync (a throwaway server's data need not survive a power cut, and each test
   * file's CREATE DATABASE then costs a copy, not a flush). Benches keep the default, true, so their
   * figures are a real server's.
   */
  durable?: boolean;
}

export async function startPostgres(options: StartOptions = {}): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(join(tmpdir(), 'nauka-pg-'));
  const data = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? postgresIds() : undefined;
  if (ids) {
    chmodSync(dir, 0o755);
    chownSync(dir, ids.uid, ids.gid);
  }
  const run = (cmd: string, args: string[]) =>
    execFileSync(join(bin, cmd), args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    });
  const runAsync = (cmd: string, args: string[]) =>
    promisify(execFile)(join(bin, cmd), args, { ...(ids ? { uid: ids.uid, gid: ids.gid } : {}) });
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const fast = options.durable === false ? ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off' : '';
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=300 -c shared_buffers=128MB${fast}`;
  run('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let stopped = false;
  return {
    url: urlOf('postgres'),
    port,
    urlOf,
    cpuSeconds: () => processTreeCpuSeconds(Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0])),
    restart: async () => {
      await runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      await runAsync('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'server.log'), '-w', 'start']);
    },
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
