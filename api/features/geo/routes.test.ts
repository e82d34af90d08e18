import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const list = async (path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return (await res.json()).list;
};

describe('regions, cities and schools', () => {
  it('lists all 89 subjects of Russia, filtered case-insensitively by name', async () => {
    expect(await list('/api/school/region')).toHaveLength(89);
    const found = await list(`/api/school/region?name=${encodeURIComponent('татар')}`);
    expect(found).toEqual([{ id: expect.any(Number), name: 'Республика Татарстан' }]);
    const moscow = await list(`/api/school/region?name=${encodeURIComponent('моск')}`);
    expect(moscow.map((r: { name: string }) => r.name)).toEqual(['Москва', 'Московская область']);
  });

  it('finds cities of a region, prefix matches first, with ё folded', async () => {
    const [tatarstan] = await list(`/api/school/region?name=${encodeURIComponent('Татарстан')}`);
    const cities = await list(`/api/school/city?region_id=${tatarstan.id}&name=${encodeURIComponent('наб')}`);
    expect(cities).toEqual([{ id: expect.any(Number), name: 'Набережные Челны' }]);
    expect((await list(`/api/school/city?region_id=${tatarstan.id}`)).length).toBeGreaterThanOrEqual(10);
    const korolev = await list(`/api/school/city?name=${encodeURIComponent('королев')}`);
    expect(korolev[0].name).toBe('Королёв');
    const total = await t.deps.db.get<{ n: number }>(sql`SELECT count(*) AS n FROM cities`);
    expect(total?.n).toBeGreaterThan(900);
  });

  it('lists demo schools of a city, and an empty list for an unknown name', async () => {
    const [kazan] = await list(`/api/school/city?name=${encodeURIComponent('Казань')}`);
    const schools = await list(`/api/school/name?city_id=${kazan.id}&name=${encodeURIComponent('лицей')}`);
    expect(schools).toEqual([{ id: expect.any(Number), name: 'Лицей № 3' }]);
    expect(await list(`/api/school/name?city_id=${kazan.id}&name=${encodeURIComponent('нет такой')}`)).toEqual([]);
    expect((await t.call('GET', '/api/school/name?name=x')).status).toBe(400);
  });

  it('searches towns across Russia for /address-search/city and /address', async () => {
    const found = await list(`/api/address-search/city?query=${encodeURIComponent('Екатеринб')}`);
    expect(found[0]).toMatchObject({ name: 'Екатеринбург', region: { name: 'Свердловская область' } });
    const address = await list(`/api/address?query=${encodeURIComponent('Владивосток')}`);
    expect(address[0]).toMatchObject({
      value: 'Владивосток, Приморский край',
      city: 'Владивосток',
      region: 'Приморский край',
    });
    expect(await list(`/api/address?query=${encodeURIComponent('%_')}`)).toEqual([]);
  });
});
