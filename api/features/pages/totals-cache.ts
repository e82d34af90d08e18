// Totals of catalogue queries, cached per database: counting the matches of a filter (at most 1,001 rows,
// api/lib/capped-total.ts) is the largest part of the catalogue call, so a count is reused (by every page of
// one filter) while the database is unchanged (api/lib/db-version.ts: its change epoch, which every node of a cluster reads
// from the one database, so a write through another node or a script is seen at the next call).
import type { Db } from '../../../db/store.ts';
import { dbVersion } from '../../lib/db-version.ts';
import type { BoundedCount } from '../../lib/capped-total.ts';

const MAX_KEYS = 5_000;

const caches = new WeakMap<Db, { version: string; totals: Map<string, BoundedCount> }>();

/**
 * The cached total for `key`, or `count()` stored under it. The version is read before counting: a count
 * that saw a later write is kept under the older version, which the next call finds changed.
 */
export async function cachedTotal(db: Db, key: string, count: () => Promise<BoundedCount>): Promise<BoundedCount> {
  const version = await dbVersion(db);
  let cache = caches.get(db);
  if (!cache || cache.version !== version) caches.set(db, (cache = { version, totals: new Map() }));
  const hit = cache.totals.get(key);
  if (hit !== undefined) return hit;
  const total = await count();
  if (cache.totals.size >= MAX_KEYS) cache.totals.clear();
  cache.totals.set(key, total);
  return total;
}
