// Backup while the real server runs and writes, restore into a new data folder checked row by
// row against the manifest; refusals for a running server and for a corrupted archive.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupCli, manifestOf } from './backup-cli.ts';
import { readSqliteFile } from '../../db/engines/sqlite/backup-file.ts';
import { startOwnServer, type RunningServer } from '../e2e/server.ts';

const work = mkdtempSync(join(tmpdir(), 'nauka-backup-test-'));
const archive = join(work, 'copy.tar.gz');
const upload = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
let server: RunningServer;

const cli = (script: 'backup' | 'restore', dataDir: string, arg?: string) =>
  backupCli(script, arg, { DATA_DIR: dataDir });

beforeAll(async () => {
  // The writer below goes far past the per-client limit on statistics; this test is about backups, not limits.
  server = await startOwnServer(mkdtempSync(join(tmpdir(), 'nauka-backup-data-')), {
    ANONYMOUS_WRITES_PER_MINUTE: '100000',
  });
  mkdirSync(join(server.dataDir, 'uploads', 'videos'), { recursive: true });
  writeFileSync(join(server.dataDir, 'uploads', 'videos', 'work-1.mp4'), upload);
}, 60_000);
afterAll(async () => {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(work, { recursive: true, force: true });
});

describe('npm run backup / npm run restore', () => {
  it('backs up while writes go on through the API, and restores into a new folder with every table as in the manifest', async () => {
    const login = await fetch(`${server.url}/api/auth/dev-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"user_id":1}',
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const client = randomUUID();
    let writing = true;
    let acknowledged = 0;
    let next = 1;
    let firstWrite!: () => void;
    const writesGoOn = new Promise<void>((resolve) => (firstWrite = resolve));
    const writer = (async () => {
      while (writing) {
        const id = next++;
        const push = await fetch(`${server.url}/api/sync/push`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            client_id: client,
            protocol_version: 1,
            mutations: [
              {
                id,
                name: 'bookmark-set',
                args: { type: 'post', id: (id % 40) + 1, on: id % 3 !== 0 },
                at: new Date().toISOString(),
              },
            ],
          }),
        });
        const view = await fetch(`${server.url}/api/statistics`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ page_type: 'post', page_id: (id % 40) + 1 }),
        });
        expect([push.status, view.status]).toEqual([200, 201]);
        acknowledged += 1;
        firstWrite();
      }
    })();
    // The backup starts once the writes are under way (one acknowledged), and must not stop them.
    await writesGoOn;
    const before = acknowledged;
    const backup = await cli('backup', server.dataDir, archive);
    const during = acknowledged - before;
    writing = false;
    await writer;
    expect(backup.out).toContain('Резервная копия готова');
    expect(backup.code).toBe(0);
    expect(during, 'writes acknowledged while the backup ran').toBeGreaterThan(0);

    const manifest = await manifestOf(work, archive);
    expect(manifest.schema.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables.sync_mutations ?? manifest.tables.bookmarks).toBeGreaterThan(0);
    expect(manifest.files).toContainEqual({ path: join('uploads', 'videos', 'work-1.mp4'), bytes: upload.length });

    const fresh = mkdtempSync(join(tmpdir(), 'nauka-restored-'));
    try {
      const restore = await cli('restore', fresh, archive);
      expect(restore.code).toBe(0);
      expect(restore.out).toContain('Восстановлено в');
      expect(restore.out).toContain('папка данных была пустой');
      readSqliteFile(join(fresh, 'app.db'), (db) => {
        expect(db.tableCounts()).toEqual(manifest.tables);
        expect(db.integrity()).toBe('ok');
      });
      expect(readFileSync(join(fresh, 'uploads', 'videos', 'work-1.mp4')).equals(upload)).toBe(true);

      // A second restore into the same folder keeps the data it replaces.
      const again = await cli('restore', fresh, archive);
      expect(again.code).toBe(0);
      const aside = readdirSync(fresh).find((n) => n.startsWith('before-restore-'));
      expect(aside).toBeDefined();
      expect(readdirSync(join(fresh, aside!))).toEqual(expect.arrayContaining(['app.db', 'uploads']));
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses to restore over the data folder of a running server', async () => {
    const res = await cli('restore', server.dataDir, archive);
    expect(res.code).toBe(1);
    expect(res.out).toMatch(/Восстановление отменено, данные не тронуты: сервер \(pid \d+\) работает/);
    expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  }, 60_000);

  it('refuses a corrupted or truncated archive with a clear message and touches nothing', async () => {
    const bytes = readFileSync(archive);
    const corrupted = Buffer.from(bytes);
    for (let i = Math.floor(bytes.length / 3); i < Math.floor(bytes.length / 3) + 64; i++)
      corrupted[i] = corrupted[i]! ^ 0xff;
    writeFileSync(join(work, 'corrupted.tar.gz'), corrupted);
    writeFileSync(join(work, 'truncated.tar.gz'), bytes.subarray(0, Math.floor(bytes.length / 2)));
    writeFileSync(join(work, 'not-a-backup.tar.gz'), 'hello');
    for (const name of ['corrupted.tar.gz', 'truncated.tar.gz', 'not-a-backup.tar.gz']) {
      const target = mkdtempSync(join(tmpdir(), 'nauka-refused-'));
      writeFileSync(join(target, 'app.db'), 'existing data');
      try {
        const res = await cli('restore', target, join(work, name));
        expect(res.code, name).toBe(1);
        expect(res.out, name).toMatch(
          /Восстановление отменено, данные не тронуты: (архив не читается|контрольная сумма|app\.db не прошла|в архиве нет)/,
        );
        expect(readdirSync(target)).toEqual(['app.db']);
        expect(readFileSync(join(target, 'app.db'), 'utf8')).toBe('existing data');
      } finally {
        rmSync(target, { recursive: true, force: true });
      }
    }
  }, 60_000);

  it('backs up with no file named into DATA_DIR/backups, leaving earlier archives out, and restores from there', async () => {
    const first = await cli('backup', server.dataDir);
    expect(first.code, first.out).toBe(0);
    const second = await cli('backup', server.dataDir);
    expect(second.code, second.out).toBe(0);
    const made = readdirSync(join(server.dataDir, 'backups')).filter((n) => /^nauka-backup-.+\.tar\.gz$/.test(n));
    expect(made).toHaveLength(2);
    const newest = join(server.dataDir, 'backups', made.sort().at(-1)!);
    expect(second.out).toContain(`Резервная копия готова: ${newest}`);
    // A backup never carries the backups before it: each would hold all the earlier ones.
    const manifest = await manifestOf(work, newest);
    expect(manifest.files.filter((f) => f.path.startsWith('backups'))).toEqual([]);
    expect(manifest.files).toContainEqual({ path: join('uploads', 'videos', 'work-1.mp4'), bytes: upload.length });

    const fresh = mkdtempSync(join(tmpdir(), 'nauka-restored-'));
    try {
      const restore = await cli('restore', fresh, newest);
      expect(restore.code, restore.out).toBe(0);
      readSqliteFile(join(fresh, 'app.db'), (db) => expect(db.tableCounts()).toEqual(manifest.tables));
      expect(readdirSync(fresh)).not.toContain('backups');
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 120_000);

  it('restore without an archive says how to name one and touches nothing', async () => {
    const target = mkdtempSync(join(tmpdir(), 'nauka-unnamed-'));
    writeFileSync(join(target, 'app.db'), 'existing data');
    try {
      const res = await cli('restore', target);
      expect(res.code).toBe(2);
      expect(res.out).toContain('Укажите архив: npm run restore -- <файл.tar.gz>');
      expect(readdirSync(target)).toEqual(['app.db']);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  }, 60_000);
});
