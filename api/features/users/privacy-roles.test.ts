// The personal-data rule (api/lib/personal-data.ts) for every kind of viewer, editors included: a pupil's
// surname, city and school reach only the pupil, their mentor, moderators and admins. An editor handles
// content, so a rule that lets any staff role through fails here; so does one that trusts every mentor.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMentorPupils, contests } from '../../../db/schema/contests.ts';
import { userRoles, users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillPersonalData, PERSONAL } from './personal-data-fixture.ts';

type Viewer = 'guest' | 'self' | 'pupil' | 'author' | 'mentor' | 'other mentor' | 'editor' | 'moderator' | 'admin';
const SEES_PROFILE: Record<Viewer, boolean> = {
  guest: false,
  self: true,
  pupil: false,
  author: false,
  mentor: true,
  'other mentor': false,
  editor: false,
  moderator: true,
  admin: true,
};
/** Lists of many users give personal data to staff who look after accounts only. */
const FINDS_BY_SURNAME: Viewer[] = ['moderator', 'admin'];

let t: TestApp;
let pupilId = 0;
const tokens = new Map<Viewer, string | undefined>();

async function person(typeId: number, role?: 'editor' | 'moderator' | 'admin') {
  const u = await t.signUp();
  await t.deps.db.update(users).set({ typeId }).where(eq(users.id, u.userId));
  if (role) await t.deps.db.insert(userRoles).values({ userId: u.userId, role });
  return u;
}

beforeAll(async () => {
  t = await createTestApp();
  const pupil = await person(1);
  pupilId = pupil.userId;
  await fillPersonalData(t, pupilId);
  const contest = await one(t.deps.db.select({ id: contests.id }).from(contests).limit(1));
  if (!contest) throw new Error('the demo data has no contest');
  const [mentor, otherMentor, otherPupil] = [await person(4), await person(4), await person(1)];
  await t.deps.db.insert(contestMentorPupils).values([
    { contestId: contest.id, mentorId: mentor.userId, pupilId },
    { contestId: contest.id, mentorId: otherMentor.userId, pupilId: otherPupil.userId },
  ]);
  tokens.set('guest', undefined);
  tokens.set('self', pupil.token);
  tokens.set('pupil', (await person(1)).token);
  tokens.set('author', (await person(2)).token);
  tokens.set('mentor', mentor.token);
  tokens.set('other mentor', otherMentor.token);
  tokens.set('editor', (await person(2, 'editor')).token);
  tokens.set('moderator', (await person(2, 'moderator')).token);
  tokens.set('admin', (await person(2, 'admin')).token);
});
afterAll(async () => {
  await t.close();
});

describe("a pupil's personal data, viewer by viewer", () => {
  it.each(Object.entries(SEES_PROFILE) as [Viewer, boolean][])(
    'the profile as %s: personal data %s',
    async (viewer, sees) => {
      const res = await t.call('GET', `/api/user/${pupilId}`, { token: tokens.get(viewer) });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.name).toBe('Светлана');
      if (sees) {
        expect(body).toMatchObject({ last_name: 'Секретова', city: { name: 'Москва' }, work_or_school: 'Школа № 57' });
      } else {
        for (const key of PERSONAL) expect(body, key).not.toHaveProperty(key);
        expect(JSON.stringify(body)).not.toMatch(/Секретова|Москва|Школа/);
      }
    },
  );

  it.each(Object.keys(SEES_PROFILE) as Viewer[])('the users catalogue as %s', async (viewer) => {
    const search = await t.call('GET', `/api/user?search=${encodeURIComponent('Секретова')}`, {
      token: tokens.get(viewer),
    });
    const found = (await search.json()).list.map((u: { id: number }) => u.id);
    if (FINDS_BY_SURNAME.includes(viewer)) expect(found).toContain(pupilId);
    else expect(found).not.toContain(pupilId);
    const byName = await (
      await t.call('GET', `/api/user?search=${encodeURIComponent('Светлана')}&limit=100`, { token: tokens.get(viewer) })
    ).json();
    const card = byName.list.find((u: { id: number }) => u.id === pupilId);
    expect(card).toBeDefined();
    if (FINDS_BY_SURNAME.includes(viewer)) expect(card).toMatchObject({ last_name: 'Секретова' });
    else expect(JSON.stringify(card)).not.toMatch(/Секретова|Москва|Школа/);
  });
});
