// Regions of Russia and their towns (data/russia-regions-cities.json, see docs/architecture.md, Accounts) plus a
// few demo schools in each regional centre. Inserts only into empty tables: idempotent.
import { count, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { cities, regions, schools } from '../schema/accounts-geo.ts';
import geo from './data/russia-regions-cities.json' with { type: 'json' };

const key = (s: string) => s.toLowerCase().replace(/ё/g, 'е');
const DEMO_SCHOOLS = [
  'Школа № 1',
  'Гимназия № 2',
  'Лицей № 3',
  'Школа № 15 с углублённым изучением физики',
  'Центр дополнительного образования «Кванториум»',
];

export async function seedGeo(db: Db): Promise<number> {
  let changes = affectedRows(
    await db
      .insert(regions)
      .values(geo.regions.map((r) => ({ id: r.id, name: r.name })))
      .onConflictDoNothing(),
  );
  if (((await one(db.select({ n: count() }).from(cities)))?.n ?? 0) > 0) return changes;
  for (const region of geo.regions) {
    const rows = region.cities.map((name) => ({ regionId: region.id, name, search: key(name) }));
    changes += affectedRows(await db.insert(cities).values(rows));
    const centre = await one(
      db.select({ id: cities.id }).from(cities).where(eq(cities.regionId, region.id)).orderBy(cities.id).limit(1),
    );
    if (centre)
      changes += affectedRows(
        await db.insert(schools).values(DEMO_SCHOOLS.map((name) => ({ cityId: centre.id, name, search: key(name) }))),
      );
  }
  return changes;
}
