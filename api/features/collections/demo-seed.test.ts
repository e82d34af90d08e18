// The demo social seed (db/seed/social.ts): present after seeding, and a second run adds nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { seedSocial } from '../../../db/seed/social.ts';

const t = createTestApp();
afterAll(() => t.close());

describe('seedSocial', () => {
  it('seeds likes, comments with replies, public collections, follows and a block, once', () => {
    const count = (table: string, where = '1') =>
      (t.deps.sqlite.prepare(`select count(*) n from ${table} where ${where}`).get() as { n: number }).n;
    expect(count('reactions')).toBe(9);
    expect(count('comments', 'parent_id is not null')).toBe(3);
    expect(count('collections', 'is_public = 1')).toBe(2);
    expect(count('follows')).toBe(3);
    expect(count('user_blocks')).toBe(1);
    expect(seedSocial(t.deps.db)).toBe(0);
  });
});
