// Demo schools (SEED_DEMO only): five invented schools in each regional centre, so the demo's school picker has
// something to offer. Real schools come from the registry import (docs/schools.md). Inserts only while the
// schools table is empty: idempotent, and never beside imported schools.
import { count, inArray, min } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { cities, schools } from '../schema/accounts-geo.ts';

const key = (s: string) => s.toLowerCase().replace(/ё/g, 'е');
/** The invented names (the schools import removes them: servers before the demo seed had them as reference). */
export const DEMO_SCHOOLS = [
  'Школа № 1',
  'Гимназия № 2',
  'Лицей № 3',
  'Школа № 15 с углублённым изучением физики',
  'Центр дополнительного образования «Кванториум»',
];

export async function seedDemoSchools(db: Db): Promise<number> {
  if (((await one(db.select({ n: count() }).from(schools)))?.n ?? 0) > 0) return 0;
  // A region's centre is its first town (the data file lists it first).
  const firsts = await db
    .select({ id: min(cities.id) })
    .from(cities)
    .groupBy(cities.regionId);
  const ids = firsts.flatMap((r) => (r.id === null ? [] : [r.id]));
  const centres = await db.select({ id: cities.id }).from(cities).where(inArray(cities.id, ids)).orderBy(cities.id);
  let changes = 0;
  for (const centre of centres)
    changes += affectedRows(
      await db.insert(schools).values(DEMO_SCHOOLS.map((name) => ({ cityId: centre.id, name, search: key(name) }))),
    );
  return changes;
}
