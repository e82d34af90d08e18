// Races of likes and communities fired through the real app on the engine under test: parallel
// like toggles leave counts equal to the rows and one answer the rows agree with, many people's
// likes at once make one unread notification group counting all of them, and parallel joins or
// requests of one user make one membership or one pending request (communities have no member limit).
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { communityMembers, communityRequests } from '../../db/schema/communities.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { reactions } from '../../db/schema/reactions.ts';
import { kit } from '../../api/features/communities/test-kit.ts';
import { makePage } from '../../api/testing/social-fixtures.ts';
import { createTestApp } from '../../api/testing/test-app.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => {
  await t.close();
});
const db = t.deps.db;

interface LikeState {
  liked: boolean;
  disliked: boolean;
  likes: number;
  dislikes: number;
}
async function react(method: 'POST' | 'DELETE', kind: 'like' | 'dislike', token: string, id: number) {
  const res = await t.call(method, `/api/${kind}`, { token, body: { type: 'post', id } });
  return { status: res.status, body: (await res.json()) as LikeState };
}
const rowsOf = (pageId: number) =>
  db
    .select()
    .from(reactions)
    .where(and(eq(reactions.targetType, 'post'), eq(reactions.targetId, pageId)));

describe('likes under parallel requests', () => {
  it('leave one consistent state after 20 parallel likes and unlikes of one user on one item', async () => {
    const page = await makePage(t, null);
    const me = await t.signUp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => react(i % 2 === 0 ? 'POST' : 'DELETE', 'like', me.token, page)),
    );
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(a.body.likes).toBeLessThanOrEqual(1);
      expect(a.body.liked, JSON.stringify(a.body)).toBe(a.body.likes === 1);
      expect(a.body).toMatchObject({ disliked: false, dislikes: 0 });
    }
    const rows = await rowsOf(page);
    expect(rows).toHaveLength(1);
    expect([0, 1]).toContain(rows[0]!.value);
    // Removing a dislike the user never gave changes nothing and answers the state as it stands.
    const settled = await react('DELETE', 'dislike', me.token, page);
    expect(settled.body).toEqual({
      liked: rows[0]!.value === 1,
      disliked: false,
      likes: rows.filter((r) => r.value === 1).length,
      dislikes: 0,
    });
    // The next answer follows from that state: a like is on, once.
    expect((await react('POST', 'like', me.token, page)).body).toEqual({
      liked: true,
      disliked: false,
      likes: 1,
      dislikes: 0,
    });
    expect((await rowsOf(page)).map((r) => r.value)).toEqual([1]);
  });

  it("group 10 people's parallel likes of one author's item into one unread notification counting all", async () => {
    const author = await t.signUp();
    const page = await makePage(t, author.userId);
    const fans = [];
    for (let i = 0; i < 10; i++) fans.push(await t.signUp());
    const answers = await Promise.all(fans.map((f) => react('POST', 'like', f.token, page)));
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const rows = await rowsOf(page);
    expect(
      rows
        .filter((r) => r.value === 1)
        .map((r) => r.userId)
        .sort((a, b) => a - b),
    ).toEqual(fans.map((f) => f.userId).sort((a, b) => a - b));
    // The item's count as everyone sees it equals the rows with value 1.
    expect((await react('DELETE', 'dislike', author.token, page)).body).toMatchObject({ likes: 10, liked: false });
    const groups = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, author.userId), eq(notifications.groupKey, `like:post:${page}`)));
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ isRead: false, groupCount: 10, typeId: 6 });
    const listed = (await (await t.call('GET', '/api/notification?limit=50', { token: author.token })).json()) as {
      list: { type: { id: number }; title: string; count: number; is_read: boolean }[];
    };
    const likeNews = listed.list.filter((n) => n.type.id === 6);
    expect(likeNews).toHaveLength(1);
    expect(likeNews[0]).toMatchObject({
      count: 10,
      is_read: false,
      // The likers have no type yet, so they count as pupils: the author sees first names only.
      title: 'Тест и ещё 9 ставят лайк вашему материалу',
    });
  });
});

describe('communities under parallel requests (there is no member limit to race for)', () => {
  const { person, call, create } = kit(t);
  const membersOf = (id: number, userId: number) =>
    db
      .select()
      .from(communityMembers)
      .where(and(eq(communityMembers.communityId, id), eq(communityMembers.userId, userId)));

  it('makes one membership of 10 parallel joins of an open community by one user', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner);
    const joins = await Promise.all(Array.from({ length: 10 }, () => call('PATCH', `/${id}/join`, pupil)));
    expect(joins.map((r) => r.status).sort((a, b) => a - b)).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(joins.filter((r) => r.status === 409).map((r) => r.body.detail)).toEqual(
      Array.from({ length: 9 }, () => 'Already a member'),
    );
    expect(await membersOf(id, pupil.userId)).toHaveLength(1);
    expect((await call('GET', `/${id}`, pupil)).body).toMatchObject({ state: 'member', members_count: 2 });
  });

  it('makes one pending request of 10 parallel requests to a closed community by one user', async () => {
    const owner = await person(2);
    const pupil = await person();
    const id = await create(owner, { is_closed: true });
    const asks = await Promise.all(Array.from({ length: 10 }, () => call('POST', `/${id}/request`, pupil)));
    expect(asks.map((r) => r.status).sort((a, b) => a - b)).toEqual([201, ...Array.from({ length: 9 }, () => 409)]);
    const pending = await db
      .select()
      .from(communityRequests)
      .where(and(eq(communityRequests.communityId, id), eq(communityRequests.userId, pupil.userId)));
    expect(pending.map((r) => r.status)).toEqual(['pending']);
    expect((await call('GET', `/${id}/requests`, owner)).body.list).toHaveLength(1);
    expect(await membersOf(id, pupil.userId)).toHaveLength(0);
  });

  it('lets 10 different users join one open community at once, all of them counted', async () => {
    const owner = await person(2);
    const id = await create(owner);
    const people = [];
    for (let i = 0; i < 10; i++) people.push(await person());
    const joins = await Promise.all(people.map((p) => call('PATCH', `/${id}/join`, p)));
    expect(joins.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect((await call('GET', `/${id}`, owner)).body).toMatchObject({ members_count: 11 });
  });
});
