// API tests of blocking on both prefixes: block, list, unblock, refusals, and that a block
// ends following both ways and stops the blocked user following again.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe.each(['/api', '/otherapi'])('blocking under %s', (prefix) => {
  it('blocks, lists and unblocks, idempotently', async () => {
    const me = await t.signUp();
    const pest = await t.signUp();
    const block = () => t.call('POST', `${prefix}/user/blocked`, { token: me.token, body: { user_id: pest.userId } });
    expect(await (await block()).json()).toEqual({ user_id: pest.userId, blocked: true });
    expect((await block()).status).toBe(200);
    const listed = await (await t.call('GET', `${prefix}/user/blocked`, { token: me.token })).json();
    expect(listed).toEqual({
      list: [{ id: pest.userId, name: 'Тест', avatar: null, blocked_at: expect.any(String) }],
      total: 1,
    });
    const relations = await (
      await t.call('GET', `${prefix}/user/${pest.userId}/relations`, { token: me.token })
    ).json();
    expect(relations).toMatchObject({ is_blocked: true, has_blocked_me: false });
    const theirView = await (
      await t.call('GET', `${prefix}/user/${me.userId}/relations`, { token: pest.token })
    ).json();
    expect(theirView).toMatchObject({ is_blocked: false, has_blocked_me: true });
    expect(
      await (
        await t.call('DELETE', `${prefix}/user/unblocked`, { token: me.token, body: { user_id: pest.userId } })
      ).json(),
    ).toEqual({ user_id: pest.userId, blocked: false });
    expect((await (await t.call('GET', `${prefix}/user/blocked`, { token: me.token })).json()).total).toBe(0);
  });

  it('refuses self, unknown users, bad bodies and guests', async () => {
    const me = await t.signUp();
    const self = await t.call('POST', `${prefix}/user/blocked`, { token: me.token, body: { user_id: me.userId } });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ detail: "You can't block yourself" });
    expect(
      (await t.call('POST', `${prefix}/user/blocked`, { token: me.token, body: { user_id: 99999999 } })).status,
    ).toBe(404);
    expect((await t.call('POST', `${prefix}/user/blocked`, { token: me.token, body: { user_id: 'abc' } })).status).toBe(
      400,
    );
    expect((await t.call('GET', `${prefix}/user/blocked`)).status).toBe(401);
    expect((await t.call('POST', `${prefix}/user/blocked`, { body: { user_id: me.userId } })).status).toBe(401);
    expect((await t.call('DELETE', `${prefix}/user/unblocked`, { body: { user_id: me.userId } })).status).toBe(401);
  });

  it('ends following both ways and refuses a new follow of the blocker', async () => {
    const me = await t.signUp();
    const pest = await t.signUp();
    await t.call('POST', `${prefix}/user/${me.userId}/follow`, { token: pest.token });
    await t.call('POST', `${prefix}/user/${pest.userId}/follow`, { token: me.token });
    await t.call('POST', `${prefix}/user/blocked`, { token: me.token, body: { user_id: pest.userId } });
    const counts = await (await t.call('GET', `${prefix}/user/${me.userId}/relations`)).json();
    expect(counts).toMatchObject({ followers_count: 0, following_count: 0 });
    const follow = await t.call('POST', `${prefix}/user/${me.userId}/follow`, { token: pest.token });
    expect(follow.status).toBe(403);
    expect(await follow.json()).toEqual({ detail: "You can't follow this user" });
  });
});
