// The staff-role command run as an operator would, against a real data directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../../db/client.ts';
import { seedDemo } from '../../db/seed/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nauka-role-'));
beforeAll(async () => {
  const store = openSqliteStore(join(dataDir, 'app.db'));
  await store.migrate();
  await seedDemo(store.db);
  await store.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-role.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
const rolesOf = async (id: number) => {
  const store = openSqliteStore(join(dataDir, 'app.db'));
  const rows = await store.db.all<{ role: string }>(
    sql`SELECT role FROM user_roles WHERE user_id = ${id} ORDER BY role`,
  );
  await store.close();
  return rows.map((r) => r.role);
};

describe('npm run user:role', () => {
  it('grants and revokes staff roles by login in any phone format', async () => {
    expect(run('8 (999) 000-00-02', 'moderator').status).toBe(0);
    expect(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/user-role.ts', 'mentor@example.org', 'editor'], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      }),
    ).toContain('roles = [editor]');
    expect(await rolesOf(2)).toEqual(['moderator']);
    expect(run('79990000002', 'moderator', '--remove').status).toBe(0);
    expect(await rolesOf(2)).toEqual([]);
  });

  it('refuses an unknown role or login', () => {
    expect(run('79990000002', 'superuser').status).toBe(2);
    const missing = run('79995550000', 'admin');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('не найден');
  });
});
