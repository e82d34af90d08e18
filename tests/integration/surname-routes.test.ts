// The privacy rule route by route: a pupil's surname reaches the pupil's mentor and staff, not a guest
// or another member (api/lib/person-name.ts). The walk (surname-walk.test.ts) covers every GET.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMentorPupils, contests } from '../../db/schema/contests.ts';
import { userRoles, users } from '../../db/schema/users.ts';
import { one } from '../../db/store.ts';
import { createSession } from '../../api/lib/session-service.ts';
import { createTestApp, type TestApp } from '../../api/testing/test-app.ts';

let t: TestApp;
let contestId = 0;
let pupil = { id: 0, name: '', lastName: '' };
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  contestId = (await one(db.select({ id: contests.id }).from(contests).where(eq(contests.isSpecial, true))))!.id;
  const link = (await one(db.select().from(contestMentorPupils).where(eq(contestMentorPupils.mentorId, 3))))!;
  pupil = (await one(
    db
      .select({ id: users.id, name: users.name, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, link.pupilId)),
  ))!;
}, 60_000);
afterAll(() => t?.close());

const namesIn = async (token?: string) => {
  const res = await t.call('GET', `/api/contest-video/confirm-videos?contest_id=${contestId}&limit=100`, { token });
  return JSON.stringify(await res.json());
};

describe('contest-video/confirm-videos names authors by the privacy rule', () => {
  it('a guest and another member see first names only', async () => {
    const other = await t.signUp();
    for (const token of [undefined, other.token]) {
      const text = await namesIn(token);
      expect(text).toContain('Мария');
      expect(text).not.toContain('Кузнецова');
    }
  });

  it('an admin sees full names', async () => {
    const admin = await t.signUp();
    await t.deps.db.insert(userRoles).values({ userId: admin.userId, role: 'admin' });
    expect(await namesIn(admin.token)).toContain('Мария Кузнецова');
  });
});

describe('notifications name the actor for their recipient', () => {
  it('a pupil following a stranger is named by first name; following their mentor, in full', async () => {
    const pupilToken = (await createSession(t.deps.db, pupil.id)).token;
    const stranger = await t.signUp();
    await t.call('POST', `/api/user/${stranger.userId}/follow`, { token: pupilToken });
    await t.call('POST', '/api/user/3/follow', { token: pupilToken });
    const titles = async (token: string) =>
      (
        (await (await t.call('GET', '/api/notification', { token })).json()) as {
          list: { title: string; user_from: { name: string } }[];
        }
      ).list;
    const seen = await titles(stranger.token);
    expect(seen[0]).toMatchObject({ title: `${pupil.name} подписался на тебя`, user_from: { name: pupil.name } });
    const mentor = (await titles((await createSession(t.deps.db, 3)).token)).find((n) =>
      n.title.includes('подписался'),
    );
    expect(mentor).toMatchObject({ title: `${pupil.name} ${pupil.lastName} подписался на тебя` });
  });
});
