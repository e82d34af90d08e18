// 'follow-set' and 'block-set' through POST /api/sync/push: the wanted state set once on replay, a
// block ending following, and following a user who blocked you rejected alone; and the 'relations'
// pull: a second device gets the user's follows, followers and blocks, again after each change.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { mutation, pushMutations } from '../../testing/sync-push.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

const relations = async (id: number, token: string) =>
  (await (await t.call('GET', `/api/user/${id}/relations`, { token })).json()) as Record<string, unknown>;

describe('follow-set and block-set', () => {
  it('follows once on replay, unfollows, and a block ends following both ways', async () => {
    const me = await t.signUp();
    const other = await t.signUp();
    const client = randomUUID();
    const follow = [mutation(1, 'follow-set', { user_id: other.userId, on: true })];
    const first = await pushMutations(t, me.token, client, follow);
    expect(first.results).toEqual([
      { id: 1, status: 'applied', value: { user_id: other.userId, following: true, followers_count: 1 } },
    ]);
    await pushMutations(t, me.token, client, follow);
    expect(await relations(other.userId, me.token)).toMatchObject({ followers_count: 1, is_following: true });

    await pushMutations(t, me.token, client, [mutation(2, 'block-set', { user_id: other.userId, on: true })]);
    expect(await relations(other.userId, me.token)).toMatchObject({
      followers_count: 0,
      is_following: false,
      is_blocked: true,
    });
    await pushMutations(t, me.token, client, [mutation(3, 'block-set', { user_id: other.userId, on: false })]);
    expect(await relations(other.userId, me.token)).toMatchObject({ is_blocked: false });
  });

  it('rejects following a user who blocked you, and yourself, alone', async () => {
    const me = await t.signUp();
    const blocker = await t.signUp();
    const friend = await t.signUp();
    await pushMutations(t, blocker.token, randomUUID(), [mutation(1, 'block-set', { user_id: me.userId, on: true })]);
    const res = await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'follow-set', { user_id: blocker.userId, on: true }),
      mutation(2, 'follow-set', { user_id: me.userId, on: true }),
      mutation(3, 'follow-set', { user_id: friend.userId, on: true }),
    ]);
    expect(res.results).toMatchObject([
      { id: 1, status: 'rejected', detail: "You can't follow this user" },
      { id: 2, status: 'rejected', detail: "You can't follow yourself" },
      { id: 3, status: 'applied' },
    ]);
  });

  it('pulls the relations whole on a first pull and after a change, and nothing when none changed', async () => {
    const me = await t.signUp();
    const friend = await t.signUp();
    const fan = await t.signUp();
    const pest = await t.signUp();
    type Brief = { id: number; name: string; avatar: string | null; since: string };
    type Snapshot = { following: Brief[]; followers: Brief[]; blocked: Brief[] };
    const pull = async (token: string, cookie = 0) =>
      (await (await t.call('GET', `/api/sync/pull?cookie=${cookie}`, { token })).json()) as {
        cookie: number;
        relations?: Snapshot[];
      };
    const ids = (list: Brief[] | undefined) => (list ?? []).map((u) => u.id).sort((a, b) => a - b);
    await pushMutations(t, me.token, randomUUID(), [
      mutation(1, 'follow-set', { user_id: friend.userId, on: true }),
      mutation(2, 'follow-set', { user_id: pest.userId, on: true }),
      mutation(3, 'block-set', { user_id: pest.userId, on: true }),
    ]);
    await pushMutations(t, fan.token, randomUUID(), [mutation(1, 'follow-set', { user_id: me.userId, on: true })]);
    const first = await pull(me.token);
    expect(first.relations).toHaveLength(1);
    const [snap] = first.relations ?? [];
    // The block ended the follow of the pest.
    expect(ids(snap?.following)).toEqual([friend.userId]);
    expect(ids(snap?.followers)).toEqual([fan.userId]);
    expect(ids(snap?.blocked)).toEqual([pest.userId]);
    expect(snap?.following[0]).toEqual({
      id: friend.userId,
      name: expect.any(String),
      avatar: null,
      since: expect.any(String),
    });
    // Nothing changed: nothing is sent.
    expect((await pull(me.token, first.cookie)).relations ?? []).toEqual([]);
    // The fan unfollows on their device: my next pull has the new lists (followers empty).
    await pushMutations(t, fan.token, randomUUID(), [mutation(1, 'follow-set', { user_id: me.userId, on: false })]);
    const next = await pull(me.token, first.cookie);
    expect(ids(next.relations?.[0]?.followers)).toEqual([]);
    expect(ids(next.relations?.[0]?.following)).toEqual([friend.userId]);
    // Another user's pull never carries my blocks.
    expect(ids((await pull(friend.token)).relations?.[0]?.blocked)).toEqual([]);
  });
});
