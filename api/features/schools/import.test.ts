import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schools } from '../../../db/schema/accounts-geo.ts';
import { users } from '../../../db/schema/users.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { importSchools, schoolsOfFile } from './import-service.ts';

const fixtures = join(import.meta.dirname, '../../../tests/fixtures/schools');
const CSV = join(fixtures, 'registry-sample.csv');
const XML = join(fixtures, 'registry-sample.xml');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

const imported = () => t.deps.db.select().from(schools).where(isNotNull(schools.registryId)).orderBy(schools.id);
const list = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return (await res.json()).list as { id: number; name: string }[];
};
const cityId = async (name: string) => (await list(`/api/school/city?name=${encodeURIComponent(name)}`))[0]!.id;

describe('schools import from the registry open data', () => {
  it('loads the sample CSV: towns matched or created, unusable rows counted, pickers find the schools', async () => {
    const report = await importSchools(t.deps.db, schoolsOfFile(CSV));
    expect(report).toEqual({
      added: 3,
      updated: 0,
      unchanged: 0,
      citiesCreated: 1,
      skipped: { invalid: 1, inactive: 0, unknownRegion: 1 },
    });
    const kazan = await list(`/api/school/name?city_id=${await cityId('Казань')}&name=${encodeURIComponent('131')}`);
    expect(kazan).toEqual([{ id: expect.any(Number), name: 'МАОУ "Лицей № 131"' }]);
    const kemtsy = await list(`/api/school/city?name=${encodeURIComponent('Кемцы')}`);
    expect(kemtsy).toEqual([{ id: expect.any(Number), name: 'Кемцы' }]);
    const moscow = await list(
      `/api/school/name?city_id=${await cityId('Москва')}&name=${encodeURIComponent('школа №')}`,
    );
    expect(moscow.map((s) => s.name)).toEqual(['ГБОУ Школа № 57']);
  });

  it('a second import of the same file changes nothing and duplicates nothing', async () => {
    const before = await imported();
    const report = await importSchools(t.deps.db, schoolsOfFile(CSV));
    expect(report).toMatchObject({ added: 0, updated: 0, unchanged: 3, citiesCreated: 0 });
    expect(await imported()).toEqual(before);
  });

  it('a newer file updates a changed school by its registry id and adds the new one', async () => {
    const newer = join(t.dataDir, 'newer.csv');
    writeFileSync(
      newer,
      [
        'registry_id,name,short_name,region,city,address',
        'a1f0c2d4-0003,ГБОУ «Школа № 57» (новое имя),Школа № 57,Москва,Москва,"119002, г. Москва, Малый Власьевский пер., д. 7"',
        'a1f0c2d4-0005,Гимназия № 8,,Республика Татарстан,Казань,',
      ].join('\r\n'),
    );
    const report = await importSchools(t.deps.db, schoolsOfFile(newer));
    expect(report).toMatchObject({ added: 1, updated: 1, unchanged: 0 });
    const [moved] = await t.deps.db.select().from(schools).where(eq(schools.registryId, 'a1f0c2d4-0003'));
    expect(moved!).toMatchObject({ name: 'ГБОУ «Школа № 57» (новое имя)', shortName: 'Школа № 57', confirmed: true });
    expect(moved!.address).toContain('Малый Власьевский');
    expect(await imported()).toHaveLength(4);
  });

  it("loads the registry's XML: active certificates only, town taken from the postal address", async () => {
    const report = await importSchools(t.deps.db, schoolsOfFile(XML));
    expect(report).toMatchObject({ added: 2, skipped: { inactive: 1, invalid: 0, unknownRegion: 0 } });
    const irkutsk = await list(`/api/school/name?city_id=${await cityId('Иркутск')}&name=${encodeURIComponent('сош')}`);
    expect(irkutsk.map((s) => s.name)).toEqual(['МБОУ г. Иркутска СОШ № 19']);
    const yakutsk = await list(`/api/school/name?city_id=${await cityId('Якутск')}`);
    expect(yakutsk.map((s) => s.name)).toEqual(['МОУ ФМЛ & школа']);
    const [lyceum] = await t.deps.db
      .select()
      .from(schools)
      .where(eq(schools.registryId, 'e0000000-0000-0000-0000-000000000020'));
    expect(lyceum!.name).toBe('Муниципальное общеобразовательное учреждение «Физико-математический лицей» & школа');
    expect((await importSchools(t.deps.db, schoolsOfFile(XML))).unchanged).toBe(2);
  });
});

describe('on a server that still has the invented schools', () => {
  it('the import removes them, except one a user chose', async () => {
    const demo = await createTestApp();
    try {
      const invented = await demo.deps.db.select().from(schools).where(eq(schools.name, 'Лицей № 3'));
      expect(invented.length).toBeGreaterThan(80);
      const pupil = await demo.signUp();
      await demo.deps.db.update(users).set({ schoolId: invented[0]!.id }).where(eq(users.id, pupil.userId));
      await importSchools(demo.deps.db, schoolsOfFile(CSV));
      const left = await demo.deps.db.select().from(schools).where(isNull(schools.registryId));
      expect(left.map((s) => s.id)).toEqual([invented[0]!.id]);
    } finally {
      await demo.close();
    }
  });
});
