import { mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createBackup, rotateBackups } from './backup-service.ts';

let t: TestApp | undefined;
afterEach(() => t?.close());

describe('scheduled backups', () => {
  it('back up through the server’s own connection and keep only the newest BACKUP_KEEP archives', async () => {
    t = createTestApp({ seed: false });
    const dir = join(t.dataDir, 'backups');
    mkdirSync(dir);
    for (let i = 0; i < 3; i++) {
      const old = join(dir, `nauka-backup-old-${i}.tar.gz`);
      writeFileSync(old, 'x');
      utimesSync(old, new Date(2020, 0, i + 1), new Date(2020, 0, i + 1));
    }
    writeFileSync(join(dir, 'keep-me.txt'), 'not an archive');
    const { file, manifest } = await createBackup(t.dataDir, { sqlite: t.deps.sqlite });
    expect(manifest.tables.users).toBe(0);
    expect(rotateBackups(t.dataDir, 2).sort()).toEqual(['nauka-backup-old-0.tar.gz', 'nauka-backup-old-1.tar.gz']);
    expect(readdirSync(dir).sort()).toEqual([file.split('/').pop(), 'keep-me.txt', 'nauka-backup-old-2.tar.gz'].sort());
  });
});
