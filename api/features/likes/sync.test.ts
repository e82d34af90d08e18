// 'reaction-set' through POST /api/sync/push and the 'reactions' pull: a replayed push counts once,
// newest wins across devices by the action's time, the blocking rule rejects a new like alone, and a
// second device pulls the user's reactions (a removal as value 0).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { userBlocks } from '../../../db/schema/user-relations.ts';
import { makePage } from '../../testing/social-fixtures.ts';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

const count = async (id: number, value: number) =>
  (
    (await t.deps.db.get(
      sql`select count(*) as n from reactions where target_type = 'post' and target_id = ${id} and value = ${value}`,
    )) as { n: number }
  ).n;

const [DEV_A, DEV_B, DEV_C, DEV_D, PHONE] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];

async function pull(token: string, cookie = 0) {
  const res = await t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as { cookie: number; reactions: { type: string; id: number; value: number }[] };
}

describe('reaction-set', () => {
  it('applies a like once however often the push is replayed, and answers the counts', async () => {
    const page = await makePage(t, (await t.signUp()).userId);
    const { token } = await t.signUp();
    const batch = [mutation(1, 'reaction-set', { type: 'post', id: page, reaction: 'like' })];
    const first = await pushMutations(t, token, DEV_A, batch);
    expect(first.results).toEqual([
      { id: 1, status: 'applied', value: { liked: true, disliked: false, likes: 1, dislikes: 0 } },
    ]);
    const again = await pushMutations(t, token, DEV_A, batch);
    expect(again.results[0]).toMatchObject({ id: 1, status: 'applied' });
    expect(await count(page, 1)).toBe(1);
  });

  it('keeps the newest wish: an older offline like does not undo a later removal', async () => {
    const page = await makePage(t, (await t.signUp()).userId);
    const { token } = await t.signUp();
    const old = new Date(Date.now() - 60_000).toISOString();
    await pushMutations(t, token, DEV_B, [mutation(1, 'reaction-set', { type: 'post', id: page, reaction: 'none' })]);
    await pushMutations(t, token, DEV_B, [mutation(2, 'reaction-set', { type: 'post', id: page, reaction: 'like' })]);
    await pushMutations(t, token, DEV_C, [
      mutation(1, 'reaction-set', { type: 'post', id: page, reaction: 'dislike' }, old),
    ]);
    expect(await count(page, 1)).toBe(1);
    expect(await count(page, -1)).toBe(0);
    // A newer dislike replaces the like.
    await pushMutations(t, token, DEV_C, [
      mutation(2, 'reaction-set', { type: 'post', id: page, reaction: 'dislike' }),
    ]);
    expect([await count(page, 1), await count(page, -1)]).toEqual([0, 1]);
  });

  it("rejects a new like on a blocker's material alone, with the spec's detail", async () => {
    const owner = await t.signUp();
    const page = await makePage(t, owner.userId);
    const other = await makePage(t, (await t.signUp()).userId);
    const { token, userId } = await t.signUp();
    await t.deps.db.insert(userBlocks).values({ blockerId: owner.userId, blockedId: userId });
    const res = await pushMutations(t, token, DEV_D, [
      mutation(1, 'reaction-set', { type: 'post', id: page, reaction: 'like' }),
      mutation(2, 'reaction-set', { type: 'post', id: other, reaction: 'like' }),
    ]);
    expect(res.results).toMatchObject([
      { id: 1, status: 'rejected', detail: "You can't add like" },
      { id: 2, status: 'applied' },
    ]);
    expect(await count(page, 1)).toBe(0);
  });

  it('lets a second device pull the likes, and a removal as 0', async () => {
    const a = await makePage(t, null);
    const b = await makePage(t, null);
    const { token } = await t.signUp();
    await pushMutations(t, token, PHONE, [
      mutation(1, 'reaction-set', { type: 'post', id: a, reaction: 'like' }),
      mutation(2, 'reaction-set', { type: 'post', id: b, reaction: 'dislike' }),
    ]);
    const first = await pull(token);
    expect(first.reactions).toEqual([
      expect.objectContaining({ type: 'post', id: a, value: 1 }),
      expect.objectContaining({ type: 'post', id: b, value: -1 }),
    ]);
    await pushMutations(t, token, PHONE, [mutation(3, 'reaction-set', { type: 'post', id: a, reaction: 'none' })]);
    const next = await pull(token, first.cookie);
    expect(next.reactions).toEqual([expect.objectContaining({ type: 'post', id: a, value: 0 })]);
  });
});
