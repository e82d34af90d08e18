// `npm run backup` / `npm run restore` with DATABASE_URL=postgres://…, on a PostgreSQL server this
// test starts: a backup of the seeded demo database (with the data folder's files), rows changed and
// deleted, a restore that brings back every row and count and keeps what it replaced; refusals for an
// archive of the other engine and for a database still in use.
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tar from 'tar';
import { backupCli, manifestOf } from './backup-cli.ts';
import type { Manifest } from '../../api/features/backup/archive-format.ts';
import { createBackup } from '../../api/features/backup/backup-service.ts';
import { copyDatabase } from '../../api/features/backup/copy-service.ts';
import { fillDatabase } from '../../api/testing/test-database.ts';
import { adminQuery, openPostgresStore, openSqliteStore } from '../../db/client.ts';
import { postgresContents } from '../../db/engines/postgres/backup-dump.ts';
import { users } from '../../db/schema/users.ts';
import { startPostgres, type PostgresServer } from '../../scripts/postgres-server.ts';

const work = mkdtempSync(join(tmpdir(), 'nauka-pg-backup-'));
const dataDir = join(work, 'data');
const archive = join(work, 'site.tar.gz');
const upload = Buffer.from(Array.from({ length: 2048 }, (_, i) => i % 199));
let server: PostgresServer;
let url: string;

const cli = backupCli;

beforeAll(async () => {
  server = await startPostgres({ durable: false });
  await adminQuery(server.url, 'create database site');
  url = server.urlOf('site');
  // The demo install as a self-hoster moves it: seeded on SQLite, copied with db:copy's service.
  mkdirSync(join(dataDir, 'uploads'), { recursive: true });
  const seeded = await fillDatabase(openSqliteStore(join(work, 'seeded.db')), true);
  const store = openPostgresStore(url, { poolSize: 2 });
  try {
    await copyDatabase(seeded, store);
  } finally {
    await store.close();
    await seeded.close();
  }
  writeFileSync(join(dataDir, 'uploads', 'work-1.mp4'), upload);
}, 120_000);
afterAll(() => {
  server?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('backups with PostgreSQL', () => {
  it('backs up, and a restore brings back changed and deleted rows and keeps what it replaced', async () => {
    const backup = await cli('backup', archive, { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(backup.out).toContain('Резервная копия готова');
    expect(backup.code).toBe(0);
    const manifest = await manifestOf(work, archive);
    expect(manifest.engine).toBe('postgres');
    expect(manifest.schema.tag).toMatch(/^\d{4}_/);
    expect(manifest.tables.users).toBeGreaterThan(0);
    expect(manifest.tables.pages).toBeGreaterThan(0);
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0);
    expect(manifest.files).toEqual([{ path: join('uploads', 'work-1.mp4'), bytes: upload.length }]);

    const store = openPostgresStore(url, { poolSize: 2 });
    let original: (typeof users.$inferSelect)[];
    let keptUnder: string;
    try {
      original = await store.db.select().from(users).orderBy(users.id);
      await store.db.update(users).set({ name: 'Изменено', isAgreement: true }).where(eq(users.id, original[0]!.id));
      await store.db.run(sql`delete from bookmarks`);
      await store.db.run(sql`delete from search_index`);
      await store.db.insert(users).values({ login: 'after-backup@example.org' });
      // A node keeps its public answers under this epoch; the restore must move past it.
      keptUnder = await store.changeEpoch();
    } finally {
      await store.close();
    }
    writeFileSync(join(dataDir, 'uploads', 'work-1.mp4'), 'changed');
    writeFileSync(join(dataDir, 'uploads', 'work-2.mp4'), 'new');

    const restore = await cli('restore', archive, { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(restore.out).toContain('Восстановлено в');
    expect(restore.code).toBe(0);
    expect((await postgresContents(url)).tables).toEqual(manifest.tables);
    const again = openPostgresStore(url, { poolSize: 2 });
    try {
      expect(await again.db.select().from(users).orderBy(users.id)).toEqual(original);
      expect(await again.pendingMigrations()).toEqual([]);
      expect(await again.changeEpoch()).not.toBe(keptUnder);
      expect(Number((await again.changeEpoch()).split(':')[0])).toBeGreaterThan(Number(keptUnder.split(':')[0]));
      // The restored identity sequences hand out ids past the restored rows.
      const [added] = await again.db.insert(users).values({ login: 'after-restore@example.org' }).returning();
      expect(added!.id).toBeGreaterThan(Math.max(...original.map((u) => u.id)));
    } finally {
      await again.close();
    }
    expect(readFileSync(join(dataDir, 'uploads', 'work-1.mp4')).equals(upload)).toBe(true);
    expect(readdirSync(join(dataDir, 'uploads'))).toEqual(['work-1.mp4']);
    const aside = readdirSync(dataDir).find((n) => n.startsWith('before-restore-'));
    expect(aside).toBeDefined();
    expect(readdirSync(join(dataDir, aside!)).sort()).toEqual(['database-before-restore.pgdump', 'uploads']);
    expect(readFileSync(join(dataDir, aside!, 'uploads', 'work-2.mp4'), 'utf8')).toBe('new');
  }, 180_000);

  it('backs up through the server’s own store, as scheduled backups do', async () => {
    const store = openPostgresStore(url, { poolSize: 2 });
    try {
      const { manifest } = await createBackup(dataDir, { store, target: join(work, 'scheduled.tar.gz') });
      expect(manifest.engine).toBe('postgres');
      expect(manifest.tables).toEqual((await postgresContents(url)).tables);
    } finally {
      await store.close();
    }
  }, 120_000);

  it('refuses an archive of the other engine, and a database still in use, touching nothing', async () => {
    const sqliteDir = join(work, 'sqlite-data');
    mkdirSync(sqliteDir);
    await fillDatabase(openSqliteStore(join(sqliteDir, 'app.db')), false).then((s) => s.close());
    const sqliteArchive = join(work, 'sqlite.tar.gz');
    expect((await cli('backup', sqliteArchive, { DATA_DIR: sqliteDir, DATABASE_URL: '' })).code).toBe(0);
    const before = await postgresContents(url);

    const intoPostgres = await cli('restore', sqliteArchive, { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(intoPostgres.code).toBe(1);
    expect(intoPostgres.out).toContain(
      'Восстановление отменено, данные не тронуты: архив сделан с базой SQLite, а сайт работает на PostgreSQL',
    );
    const intoSqlite = await cli('restore', archive, { DATA_DIR: sqliteDir, DATABASE_URL: '' });
    expect(intoSqlite.code).toBe(1);
    expect(intoSqlite.out).toContain('архив сделан с базой PostgreSQL, а сайт работает на SQLite');

    // A manifest whose counts the dump does not match: the restore's transaction rolls back.
    const tampered = join(work, 'tampered');
    mkdirSync(tampered);
    await tar.x({ file: archive, cwd: tampered, gzip: true });
    const m = JSON.parse(readFileSync(join(tampered, 'manifest.json'), 'utf8')) as Manifest;
    writeFileSync(join(tampered, 'manifest.json'), JSON.stringify({ ...m, tables: { ...m.tables, users: 1 } }));
    await tar.c({ gzip: true, file: join(work, 'tampered.tar.gz'), cwd: tampered }, readdirSync(tampered));
    const doubtful = await cli('restore', join(work, 'tampered.tar.gz'), { DATA_DIR: dataDir, DATABASE_URL: url });
    expect(doubtful.code).toBe(1);
    expect(doubtful.out).toMatch(
      /Восстановление отменено, данные не тронуты: PostgreSQL не принял копию.*table users holds/,
    );

    const open = openPostgresStore(url, { poolSize: 1 });
    try {
      await open.ping();
      const busy = await cli('restore', archive, { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(busy.code).toBe(1);
      expect(busy.out).toMatch(/к базе подключено ещё 1 сеансов/);
    } finally {
      await open.close();
    }
    expect(await postgresContents(url)).toEqual(before);
    expect(readdirSync(dataDir).filter((n) => n.startsWith('before-restore-'))).toHaveLength(1);
  }, 180_000);
});
