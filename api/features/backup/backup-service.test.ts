// Backups are of a SQLite data folder, whichever engine the run tests: the test opens its own.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../../db/client.ts';
import { fillDatabase } from '../../testing/test-database.ts';
import { createBackup, rotateBackups } from './backup-service.ts';

let dataDir: string | undefined;
let store: SqliteStore | undefined;
afterEach(async () => {
  await store?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  store = dataDir = undefined;
});

describe('scheduled backups', () => {
  it('back up through the server’s own connection and keep only the newest BACKUP_KEEP archives', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'nauka-test-'));
    store = openSqliteStore(join(dataDir, 'app.db'));
    await fillDatabase(store, false);
    const dir = join(dataDir, 'backups');
    mkdirSync(dir);
    for (let i = 0; i < 3; i++) {
      const old = join(dir, `nauka-backup-old-${i}.tar.gz`);
      writeFileSync(old, 'x');
      utimesSync(old, new Date(2020, 0, i + 1), new Date(2020, 0, i + 1));
    }
    writeFileSync(join(dir, 'keep-me.txt'), 'not an archive');
    const { file, manifest } = await createBackup(dataDir, { store });
    expect(manifest.tables.users).toBe(0);
    expect(rotateBackups(dataDir, 2).sort()).toEqual(['nauka-backup-old-0.tar.gz', 'nauka-backup-old-1.tar.gz']);
    expect(readdirSync(dir).sort()).toEqual([file.split('/').pop(), 'keep-me.txt', 'nauka-backup-old-2.tar.gz'].sort());
  });
});
