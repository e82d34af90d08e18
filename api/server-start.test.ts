// Findings 1 and 9 against the real entry point: the server's bundle (scripts/server-bundle.ts) started as in production
// refuses unsafe settings and demo passwords, exits 1 and says what to set.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServerIfStale, serverArgs } from '../scripts/server-bundle.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nauka-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const base = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SMS_PROVIDER: 'outbox',
    EMAIL_PROVIDER: 'outbox',
  };
  buildServerIfStale();
  return spawnSync(process.execPath, serverArgs(), {
    env: { ...base, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('production start', () => {
  it('refuses to start without a long AUTH_SECRET or with an http PUBLIC_URL, naming what to set', () => {
    const res = start({ PUBLIC_URL: 'http://nauka.example.ru' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('AUTH_SECRET: required in production, at least 32');
    expect(res.stderr).toContain('PUBLIC_URL: must be https://');
  });

  it('refuses to serve a database whose demo accounts still have the demo password', () => {
    const res = start({ PUBLIC_URL: 'https://nauka.example.ru', AUTH_SECRET: 'k'.repeat(40), SEED_DEMO: '1' });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain('demo accounts still accept the published demo password');
    expect(res.stderr).toContain('79990000001');
  });

  it('on a full disk exits 1 with one clear line, no stack trace', () => {
    // Every write to /dev/full fails with ENOSPC, as on a full data folder: the pid file is the first write.
    const full = join(dataDir, 'full');
    mkdirSync(full);
    symlinkSync('/dev/full', join(full, 'server.pid'));
    const res = start({ DATA_DIR: full, PUBLIC_URL: 'https://nauka.example.ru', AUTH_SECRET: 'k'.repeat(40) });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([
      'Сервер не запущен: на диске закончилось место / refusing to start: no space left on device',
    ]);
  });
});
