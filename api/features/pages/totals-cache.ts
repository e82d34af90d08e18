// Totals of catalogue queries, cached per database: counting every match of a filter is
// the one part of the catalogue call that grows with the table, so a total is reused
// until a material is written through the API, or for TOTAL_TTL_MS at most (writes made
// outside this process, e.g. by an admin script, show up after that).
import type { Db } from '../../../db/client.ts';

const TOTAL_TTL_MS = 60_000;
const MAX_KEYS = 5_000;
const caches = new WeakMap<Db, Map<string, { total: number; at: number }>>();

function cacheOf(db: Db) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The cached total for `key`, or `count()` stored under it. */
export function cachedTotal(db: Db, key: string, count: () => number): number {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const total = count();
  if (cache.size >= MAX_KEYS) cache.clear();
  cache.set(key, { total, at: now });
  return total;
}

/** Call after any write to materials, so lists count again. */
export function invalidateTotals(db: Db): void {
  caches.get(db)?.clear();
}
