// The SQLite store's connection settings: durable commits by default (WAL, synchronous=FULL),
// NORMAL only when asked, and foreign keys enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from './client.ts';

let dir = '';
let store: SqliteStore | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function open(options?: Parameters<typeof openSqliteStore>[1]): SqliteStore {
  dir = mkdtempSync(join(tmpdir(), 'nauka-db-'));
  store = openSqliteStore(join(dir, 'app.db'), options);
  return store;
}

describe('openSqliteStore', () => {
  it('commits durably by default: WAL with synchronous=FULL and foreign keys on', () => {
    const { writer } = open();
    expect(writer.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL, 1 = NORMAL
    expect(writer.pragma('synchronous', { simple: true })).toBe(2);
    expect(writer.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('takes NORMAL only when asked (for the benchmark comparison)', () => {
    const { writer } = open({ synchronous: 'NORMAL' });
    expect(writer.pragma('synchronous', { simple: true })).toBe(1);
  });
});
