import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from './client.ts';

let dir = '';
let handle: DbHandle | undefined;
afterEach(() => {
  handle?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('openDb', () => {
  it('commits durably by default: WAL with synchronous=FULL and foreign keys on', () => {
    dir = mkdtempSync(join(tmpdir(), 'nauka-db-'));
    handle = openDb(join(dir, 'app.db'));
    expect(handle.sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL, 1 = NORMAL
    expect(handle.sqlite.pragma('synchronous', { simple: true })).toBe(2);
    expect(handle.sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('takes NORMAL only when asked (for the benchmark comparison)', () => {
    dir = mkdtempSync(join(tmpdir(), 'nauka-db-'));
    handle = openDb(join(dir, 'app.db'), { synchronous: 'NORMAL' });
    expect(handle.sqlite.pragma('synchronous', { simple: true })).toBe(1);
  });
});
