// The demo social seed (db/seed/social.ts): present after seeding, and a second run adds nothing.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { seedSocial } from '../../../db/seed/social.ts';

const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

describe('seedSocial', () => {
  it('seeds likes, comments with replies, public collections, follows and a block, once', async () => {
    const count = async (table: string, where = 'true') =>
      ((await t.deps.db.get(sql.raw(`select count(*) n from ${table} where ${where}`))) as { n: number }).n;
    expect(await count('reactions')).toBe(9);
    expect(await count('comments', 'parent_id is not null')).toBe(3);
    expect(await count('collections', 'is_public = true')).toBe(2);
    expect(await count('follows')).toBe(3);
    expect(await count('user_blocks')).toBe(1);
    // The demo tells a happy story (issue 42): no demo login blocks or is blocked.
    expect(await count('user_blocks', 'blocker_id in (1, 2, 3) or blocked_id in (1, 2, 3)')).toBe(0);
    expect(await seedSocial(t.deps.db)).toBe(0);
  });
});
