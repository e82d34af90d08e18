import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../../db/schema/accounts-geo.ts';
import { users } from '../../../db/schema/users.ts';
import { one } from '../../../db/store.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { staffMember } from './staff-fixtures.ts';

let t: TestApp;
let kazan: { id: number; regionId: number };
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call('GET', `/api/address-search/city?query=${encodeURIComponent('Казань')}`);
  const [city] = (await res.json()).list;
  kazan = { id: city.id, regionId: city.region.id };
});
afterAll(async () => {
  await t.close();
});

const userRow = async (id: number) => (await one(t.deps.db.select().from(users).where(eq(users.id, id))))!;
const schoolRow = (id: number) => one(t.deps.db.select().from(schools).where(eq(schools.id, id)));
const setSchool = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/user/update-profile', {
    token,
    body: { region_id: kazan.regionId, city_id: kazan.id, ...body },
  });

/** A pupil of Kazan who typed a school missing from the list: its unconfirmed school's id. */
async function typedSchool(name: string) {
  const pupil = await t.signUp();
  expect((await setSchool(pupil.token, { work_or_school: name, new_school: true })).status).toBe(200);
  const row = await userRow(pupil.userId);
  expect(row.schoolId).not.toBeNull();
  return { pupil, schoolId: row.schoolId! };
}

describe("a school missing from the list ('Моей школы нет в списке')", () => {
  it('is saved as an unconfirmed school of the town, hidden from the picker until staff confirm it', async () => {
    const { pupil, schoolId } = await typedSchool('Школа юных физиков «Квант»');
    expect(await schoolRow(schoolId)).toMatchObject({ name: 'Школа юных физиков «Квант»', confirmed: false });
    expect((await userRow(pupil.userId)).workOrSchool).toBe('Школа юных физиков «Квант»');
    const picker = await t.call(
      'GET',
      `/api/school/name?city_id=${kazan.id}&name=${encodeURIComponent('юных физиков')}`,
    );
    expect((await picker.json()).list).toEqual([]);
    // A second pupil typing the same name joins that school instead of adding another.
    const second = await typedSchool('школа юных физиков «квант»');
    expect(second.schoolId).toBe(schoolId);
  });

  it('a listed school chosen by name links the user to it; free text without the tick stays free text', async () => {
    const pupil = await t.signUp();
    expect((await setSchool(pupil.token, { work_or_school: 'Лицей № 3' })).status).toBe(200);
    const lyceum = await one(
      t.deps.db.select().from(schools).where(eq(schools.cityId, kazan.id)).orderBy(schools.id).limit(3).offset(2),
    );
    expect((await userRow(pupil.userId)).schoolId).toBe(lyceum?.id);
    expect((await setSchool(pupil.token, { work_or_school: 'КФУ, кафедра физики' })).status).toBe(200);
    expect(await userRow(pupil.userId)).toMatchObject({ schoolId: null, workOrSchool: 'КФУ, кафедра физики' });
    const noCity = await t.call('POST', '/api/user/update-profile', {
      token: pupil.token,
      body: { region_id: null, work_or_school: 'Школа', new_school: true },
    });
    expect(noCity.status).toBe(400);
    expect((await noCity.json()).detail).toBe('City required for a new school');
  });
});

describe('staff and schools', () => {
  it('lists unconfirmed schools first and confirms one with a new name its users follow', async () => {
    const { pupil, schoolId } = await typedSchool('шк 12 казань');
    const moderator = await staffMember(t, 'moderator');
    const res = await t.call('GET', '/api/staff/schools?confirmed=false', { token: moderator.token });
    expect(res.status).toBe(200);
    const page = await res.json();
    expect(page.list.map((s: { id: number }) => s.id)).toContain(schoolId);
    expect(page.list.find((s: { id: number }) => s.id === schoolId)).toMatchObject({
      confirmed: false,
      users: 1,
      city: { id: kazan.id, name: 'Казань' },
    });
    const edit = await t.call('PATCH', `/api/staff/schools/${schoolId}`, {
      token: moderator.token,
      body: { name: 'Средняя школа № 12', confirmed: true },
    });
    expect(edit.status).toBe(200);
    expect(await schoolRow(schoolId)).toMatchObject({ name: 'Средняя школа № 12', confirmed: true });
    expect((await userRow(pupil.userId)).workOrSchool).toBe('Средняя школа № 12');
    const picker = await t.call('GET', `/api/school/name?city_id=${kazan.id}&name=${encodeURIComponent('№ 12')}`);
    expect((await picker.json()).list).toEqual([{ id: schoolId, name: 'Средняя школа № 12' }]);
  });

  it('merges a typed school into a listed one: its users move, it is gone', async () => {
    const a = await typedSchool('Гимн. 2');
    const b = await typedSchool('гимназия номер два');
    const admin = await staffMember(t, 'admin');
    const added = await t.call('POST', '/api/staff/schools', {
      token: admin.token,
      body: { city_id: kazan.id, name: 'Гимназия № 2 имени Казанского', short_name: 'Гимназия № 2 (Казань)' },
    });
    expect(added.status).toBe(201);
    const target = (await added.json()).id as number;
    for (const source of [a.schoolId, b.schoolId]) {
      const merged = await t.call('POST', `/api/staff/schools/${source}/merge`, {
        token: admin.token,
        body: { into_id: target },
      });
      expect(merged.status).toBe(200);
      expect(await merged.json()).toEqual({ moved: 1 });
      expect(await schoolRow(source)).toBeUndefined();
    }
    for (const pupil of [a.pupil, b.pupil])
      expect(await userRow(pupil.userId)).toMatchObject({ schoolId: target, workOrSchool: 'Гимназия № 2 (Казань)' });
    const self = await t.call('POST', `/api/staff/schools/${target}/merge`, {
      token: admin.token,
      body: { into_id: target },
    });
    expect(self.status).toBe(400);
  });

  it('refuses pupils and editors (403) and guests (401)', async () => {
    const { schoolId } = await typedSchool('Школа для отказа');
    const pupil = await t.signUp();
    const editor = await staffMember(t, 'editor');
    for (const token of [pupil.token, editor.token]) {
      expect((await t.call('GET', '/api/staff/schools', { token })).status).toBe(403);
      const confirm = await t.call('PATCH', `/api/staff/schools/${schoolId}`, { token, body: { confirmed: true } });
      expect(confirm.status).toBe(403);
      const merge = await t.call('POST', `/api/staff/schools/${schoolId}/merge`, { token, body: { into_id: 1 } });
      expect(merge.status).toBe(403);
    }
    expect((await t.call('GET', '/api/staff/schools')).status).toBe(401);
    expect(await schoolRow(schoolId)).toMatchObject({ confirmed: false });
  });
});

describe('with no schools imported', () => {
  it('the picker answers an empty list and a typed school name is kept', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      const res = await bare.call('GET', `/api/school/name?city_id=${kazan.id}`);
      expect(res.status).toBe(200);
      expect((await res.json()).list).toEqual([]);
      const pupil = await bare.signUp();
      const saved = await bare.call('POST', '/api/user/update-profile', {
        token: pupil.token,
        body: { region_id: kazan.regionId, city_id: kazan.id, work_or_school: 'Школа № 7' },
      });
      expect(saved.status).toBe(200);
      expect((await saved.json()).work_or_school).toBe('Школа № 7');
    } finally {
      await bare.close();
    }
  });
});
