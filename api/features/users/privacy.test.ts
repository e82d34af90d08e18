// Finding 12: children's data was public. Guests see a user's first name, avatar, type and
// points; members also interests and 'about me'; surname, region, city and school only the
// user and staff (and, later, a pupil's mentors) see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { fillPersonalData, PERSONAL } from './personal-data-fixture.ts';
import { setStaffRole } from './staff-roles.ts';

let t: TestApp;
let pupil: { userId: number; token: string };
let staff: { userId: number; token: string };
beforeAll(async () => {
  t = await createTestApp();
  pupil = await t.signUp();
  await fillPersonalData(t, pupil.userId, { description: 'Люблю химию' });
  staff = await t.signUp('moderator@example.org');
  await setStaffRole(t.deps.db, 'moderator@example.org', 'moderator');
});
afterAll(async () => {
  await t.close();
});

describe('a user profile', () => {
  it('shows guests only the first name, avatar, type and points', async () => {
    const body = await (await t.call('GET', `/api/user/${pupil.userId}`)).json();
    expect(Object.keys(body).sort()).toEqual(['avatar', 'coins', 'id', 'name', 'type']);
    expect(body.name).toBe('Светлана');
    expect(JSON.stringify(body)).not.toMatch(/Секретова|Москва|Школа/);
  });

  it('shows other members no surname, region, city or school', async () => {
    const other = await t.signUp();
    const body = await (await t.call('GET', `/api/user/${pupil.userId}`, { token: other.token })).json();
    for (const key of PERSONAL) expect(body, key).not.toHaveProperty(key);
    expect(body.description).toBe('Люблю химию');
  });

  it('shows the user and staff everything of the public profile', async () => {
    for (const token of [pupil.token, staff.token]) {
      const body = await (await t.call('GET', `/api/user/${pupil.userId}`, { token })).json();
      expect(body).toMatchObject({ last_name: 'Секретова', city: { name: 'Москва' }, work_or_school: 'Школа № 57' });
    }
  });
});

describe('the users catalogue', () => {
  it('gives guests and members reduced cards, and no search by surname', async () => {
    for (const token of [undefined, pupil.token]) {
      const { list } = await (await t.call('GET', '/api/user?limit=100', { token })).json();
      const card = list.find((u: { id: number }) => u.id === pupil.userId);
      expect(Object.keys(card).sort()).toEqual(['avatar', 'coins', 'id', 'name', 'type']);
      const bySurname = await (
        await t.call('GET', `/api/user?search=${encodeURIComponent('Секретова')}`, { token })
      ).json();
      expect(bySurname.total).toBe(0);
    }
    const byName = await (await t.call('GET', `/api/user?search=${encodeURIComponent('Светлана')}`)).json();
    expect(byName.list.map((u: { id: number }) => u.id)).toContain(pupil.userId);
  });

  it('gives staff the surname and city', async () => {
    const { list } = await (
      await t.call('GET', `/api/user?search=${encodeURIComponent('Секретова')}`, { token: staff.token })
    ).json();
    expect(list[0]).toMatchObject({ id: pupil.userId, last_name: 'Секретова', city: { name: 'Москва' } });
  });
});
