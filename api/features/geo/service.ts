// Region, city and school look-ups for the autocompletes. Names are matched by a
// lower-cased, ё-folded key, because SQLite's LIKE folds only ASCII letters.
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cities, regions, schools } from '../../../db/schema/accounts-geo.ts';

const GEO_LIMIT = 20;

function searchKey(text: string): string {
  return text.trim().toLowerCase().replace(/ё/g, 'е');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

type SearchColumn = typeof cities.search | typeof schools.search;

const contains = (column: SearchColumn, text: string) => like(column, `%${escapeLike(searchKey(text))}%`);
/** Prefix matches first, then the rest, alphabetically. */
const prefixFirst = (column: SearchColumn, text: string) =>
  sql`CASE WHEN ${column} LIKE ${`${escapeLike(searchKey(text))}%`} ESCAPE '\\' THEN 0 ELSE 1 END`;

export async function findRegions(db: Db, name = ''): Promise<{ id: number; name: string }[]> {
  const key = searchKey(name);
  const all = await db.select({ id: regions.id, name: regions.name }).from(regions).orderBy(asc(regions.name));
  const hits = key ? all.filter((r) => searchKey(r.name).includes(key)) : all;
  return hits.sort((a, b) => Number(!searchKey(a.name).startsWith(key)) - Number(!searchKey(b.name).startsWith(key)));
}

export async function findCities(db: Db, name = '', regionId?: number, limit = GEO_LIMIT) {
  const where = and(
    regionId ? eq(cities.regionId, regionId) : undefined,
    name ? sql`${contains(cities.search, name)} ESCAPE '\\'` : undefined,
  );
  return await db
    .select({ id: cities.id, name: cities.name, region: { id: regions.id, name: regions.name } })
    .from(cities)
    .innerJoin(regions, eq(regions.id, cities.regionId))
    .where(where)
    .orderBy(prefixFirst(cities.search, name), asc(cities.name))
    .limit(limit);
}

/**
 * Confirmed schools of a town (a school a user typed waits for staff), by the short name when the registry
 * gives one: that is how pupils name their school. Empty until schools are imported (docs/schools.md).
 */
export async function findSchools(db: Db, cityId: number, name = ''): Promise<{ id: number; name: string }[]> {
  const where = and(
    eq(schools.cityId, cityId),
    eq(schools.confirmed, true),
    name ? sql`${contains(schools.search, name)} ESCAPE '\\'` : undefined,
  );
  const label = sql<string>`COALESCE(${schools.shortName}, ${schools.name})`;
  return await db
    .select({ id: schools.id, name: label })
    .from(schools)
    .where(where)
    .orderBy(asc(label))
    .limit(GEO_LIMIT);
}
