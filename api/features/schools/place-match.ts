// Finds the region and town of an imported school by name. Regions are the fixed 89 subjects: a school whose
// region matches none is skipped. A town missing from the list is created in its region, so a pupil from a
// village the list lacks can still pick it (docs/schools.md).
import { and, eq } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { cities, regions } from '../../../db/schema/accounts-geo.ts';
import { searchKey } from '../../lib/school-key.ts';

const NOISE = new Set(['г', 'город', 'федерального', 'значения']);
const words = (name: string) =>
  new Set(
    searchKey(name)
      .split(/[^a-zа-я0-9]+/)
      .filter((w) => w && !NOISE.has(w)),
  );
const within = (a: Set<string>, b: Set<string>) => [...a].every((w) => b.has(w));

export class PlaceMatcher {
  private regionList: { id: number; words: Set<string> }[] | null = null;
  private readonly cityIds = new Map<string, number>();
  private readonly regionIds = new Map<string, number | null>();
  citiesCreated = 0;

  /** The region whose words all appear in `name` (the most specific one), else the one holding all of name's. */
  async region(db: Db, name: string): Promise<number | null> {
    const cached = this.regionIds.get(name);
    if (cached !== undefined) return cached;
    this.regionList ??= (await db.select().from(regions)).map((r) => ({ id: r.id, words: words(r.name) }));
    const given = words(name);
    const inside = this.regionList.filter((r) => within(r.words, given)).sort((a, b) => b.words.size - a.words.size);
    const around = this.regionList.filter((r) => within(given, r.words));
    const id = inside[0]?.id ?? (around.length === 1 ? (around[0]?.id ?? null) : null);
    this.regionIds.set(name, id);
    return id;
  }

  /** The town of that name in the region, created when missing. Call inside the import's transaction. */
  async city(db: Db, regionId: number, name: string): Promise<number> {
    const search = searchKey(name);
    const cacheKey = `${regionId}|${search}`;
    const cached = this.cityIds.get(cacheKey);
    if (cached !== undefined) return cached;
    const found = await one(
      db
        .select({ id: cities.id })
        .from(cities)
        .where(and(eq(cities.regionId, regionId), eq(cities.search, search)))
        .orderBy(cities.id)
        .limit(1),
    );
    const id =
      found?.id ??
      (await one(db.insert(cities).values({ regionId, name: name.trim(), search }).returning({ id: cities.id })))?.id;
    if (id === undefined) throw new Error(`City not created: ${name}`);
    if (!found) this.citiesCreated += 1;
    this.cityIds.set(cacheKey, id);
    return id;
  }

  /** Forgets the towns of a rolled back batch (their ids may not exist). */
  forgetCities(): void {
    this.cityIds.clear();
  }
}
