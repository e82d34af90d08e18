// Regions of Russia and their towns (data/russia-regions-cities.json, see docs/architecture.md, Accounts).
// Schools are not reference data: they come from the registry import (docs/schools.md) or, for the demo,
// from demo-schools.ts. Inserts only into empty tables: idempotent.
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { affectedRows, one } from '../store.ts';
import { cities, regions } from '../schema/accounts-geo.ts';
import geo from './data/russia-regions-cities.json' with { type: 'json' };

const key = (s: string) => s.toLowerCase().replace(/ё/g, 'е');

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
  }
  return changes;
}
