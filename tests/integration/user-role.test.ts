// The staff-role command run as an operator would, as a child process, against the engine under test: a SQLite
// data directory, or (NAUKA_TEST_ENGINE=postgres) the PostgreSQL database of DATABASE_URL, the server's own.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testEngine, type TestDatabase } from '../../api/testing/test-database.ts';
import { userRoles } from '../../db/schema/users.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nauka-role-'));
let database: TestDatabase;
let env: NodeJS.ProcessEnv;
beforeAll(async () => {
  database = await openTestDatabase(join(dataDir, 'app.db'), true);
  // On PostgreSQL DATA_DIR holds no database: a command that ignored DATABASE_URL would write an app.db there.
  env = { ...process.env, DATA_DIR: testEngine() === 'postgres' ? join(dataDir, 'files') : dataDir };
  env.DATABASE_URL = database.url ?? '';
});
afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const args = (...rest: string[]) => ['--import', 'tsx', 'scripts/user-role.ts', ...rest];
const run = (...rest: string[]) => spawnSync(process.execPath, args(...rest), { env, encoding: 'utf8' });
const rolesOf = async (id: number) => {
  const rows = await database.store.db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, id))
    .orderBy(asc(userRoles.role));
  return rows.map((r) => r.role);
};

describe('npm run user:role', () => {
  it('grants and revokes staff roles by login in any phone format, in the server’s database', async () => {
    expect(run('8 (999) 000-00-02', 'moderator').status).toBe(0);
    expect(execFileSync(process.execPath, args('mentor@example.org', 'editor'), { env, encoding: 'utf8' })).toContain(
      'roles = [editor]',
    );
    expect(await rolesOf(2)).toEqual(['moderator']);
    expect(await rolesOf(3)).toEqual(['editor']);
    expect(run('79990000002', 'moderator', '--remove').status).toBe(0);
    expect(await rolesOf(2)).toEqual([]);
    if (testEngine() === 'postgres') expect(existsSync(join(dataDir, 'files', 'app.db'))).toBe(false);
  }, 60_000);

  it('refuses an unknown role, a missing argument or login, and a DATABASE_URL of another engine', async () => {
    const unknownRole = run('79990000002', 'superuser');
    expect(unknownRole.status).toBe(2);
    expect(unknownRole.stderr).toContain('usage: npm run user:role -- <login> admin|moderator|editor [--remove]');
    expect(run('79990000002').status).toBe(2);
    const missing = run('79995550000', 'admin');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('не найден');
    const mysql = spawnSync(process.execPath, args('79990000002', 'admin'), {
      env: { ...env, DATABASE_URL: 'mysql://nauka@db/nauka' },
      encoding: 'utf8',
    });
    expect(mysql.status).toBe(2);
    expect(mysql.stderr).toContain('DATABASE_URL');
    expect(await rolesOf(2)).toEqual([]);
  }, 60_000);
});
