// The staff-role command run as an operator would, against a real data directory.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../db/client.ts';
import { applyMigrations } from '../../db/migrate.ts';
import { seedDemo } from '../../db/seed/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'nauka-role-'));
const handle = openDb(join(dataDir, 'app.db'));
applyMigrations(handle.db);
seedDemo(handle.db);
handle.close();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/user-role.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
const rolesOf = (id: number) => {
  const h = openDb(join(dataDir, 'app.db'));
  const rows = h.sqlite
    .prepare<unknown[], { role: string }>('SELECT role FROM user_roles WHERE user_id = ? ORDER BY role')
    .all(id);
  h.close();
  return rows.map((r) => r.role);
};

describe('npm run user:role', () => {
  it('grants and revokes staff roles by login in any phone format', () => {
    expect(run('8 (999) 000-00-02', 'moderator').status).toBe(0);
    expect(
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/user-role.ts', 'mentor@example.org', 'editor'], {
        env: { ...process.env, DATA_DIR: dataDir },
        encoding: 'utf8',
      }),
    ).toContain('roles = [editor]');
    expect(rolesOf(2)).toEqual(['moderator']);
    expect(run('79990000002', 'moderator', '--remove').status).toBe(0);
    expect(rolesOf(2)).toEqual([]);
  });

  it('refuses an unknown role or login', () => {
    expect(run('79990000002', 'superuser').status).toBe(2);
    const missing = run('79995550000', 'admin');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('не найден');
  });
});
