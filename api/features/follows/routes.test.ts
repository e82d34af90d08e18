// API tests of following on both prefixes: follow, unfollow, the lists and counts, refusals,
// and the user.followed event the notifications issue subscribes to.
import { afterAll, describe, expect, it } from 'vitest';
import { onDomainEvent, type DomainEvent } from '../../lib/domain-events.ts';
import { createTestApp } from '../../testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});

describe.each(['/api', '/otherapi'])('following under %s', (prefix) => {
  it('follows and unfollows, with lists and counts', async () => {
    const star = await t.signUp();
    const fans = [await t.signUp(), await t.signUp()];
    for (const fan of fans) {
      const res = await t.call('POST', `${prefix}/user/${star.userId}/follow`, { token: fan.token });
      expect(res.status).toBe(200);
    }
    expect(
      await (await t.call('POST', `${prefix}/user/${star.userId}/follow`, { token: fans[0]!.token })).json(),
    ).toEqual({ user_id: star.userId, following: true, followers_count: 2 });
    const followers = await (await t.call('GET', `${prefix}/user/${star.userId}/followers`)).json();
    expect(followers.total).toBe(2);
    expect(followers.list.map((u: { id: number }) => u.id).sort()).toEqual(fans.map((f) => f.userId).sort());
    const following = await (await t.call('GET', `${prefix}/user/${fans[0]!.userId}/following`)).json();
    expect(following).toEqual({
      list: [{ id: star.userId, name: 'Тест', avatar: null, since: expect.any(String) }],
      total: 1,
    });
    expect(
      await (await t.call('GET', `${prefix}/user/${star.userId}/relations`, { token: fans[1]!.token })).json(),
    ).toEqual({
      user_id: star.userId,
      followers_count: 2,
      following_count: 0,
      is_following: true,
      is_blocked: false,
      has_blocked_me: false,
    });
    expect(
      await (await t.call('DELETE', `${prefix}/user/${star.userId}/follow`, { token: fans[1]!.token })).json(),
    ).toEqual({ user_id: star.userId, following: false, followers_count: 1 });
  });

  it('refuses self, unknown users and guests', async () => {
    const me = await t.signUp();
    const self = await t.call('POST', `${prefix}/user/${me.userId}/follow`, { token: me.token });
    expect(self.status).toBe(400);
    expect(await self.json()).toEqual({ detail: "You can't follow yourself" });
    expect((await t.call('POST', `${prefix}/user/99999999/follow`, { token: me.token })).status).toBe(404);
    expect((await t.call('GET', `${prefix}/user/99999999/followers`)).status).toBe(404);
    expect((await t.call('POST', `${prefix}/user/${me.userId}/follow`)).status).toBe(401);
  });
});

describe('follow events', () => {
  it('emits user.followed once per new follow', async () => {
    const star = await t.signUp();
    const fan = await t.signUp();
    const seen: DomainEvent[] = [];
    const stop = onDomainEvent(t.deps.db, (e) => {
      seen.push(e);
    });
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: fan.token });
    await t.call('POST', `/api/user/${star.userId}/follow`, { token: fan.token });
    stop();
    expect(seen).toEqual([
      { name: 'user.followed', payload: { userId: fan.userId, followeeId: star.userId }, at: expect.any(String) },
    ]);
  });
});
