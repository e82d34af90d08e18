// Totals of catalogue queries, cached per database: counting every match of a filter is
// the one part of the catalogue call that grows with the table, so a total is reused
// until a material is written through the API, or for TOTAL_TTL_MS at most (writes made
// outside this process, e.g. by an admin script, show up after that).
import type { Db } from '../../../db/store.ts';

const TOTAL_TTL_MS = 60_000;
const MAX_KEYS = 5_000;

interface Cache {
  /** Bumped by every invalidation: a count that was running meanwhile may predate the write. */
  generation: number;
  totals: Map<string, { total: number; at: number }>;
}

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { generation: 0, totals: new Map() };
    caches.set(db, cache);
  }
  return cache;
}

/** The cached total for `key`, or `count()` stored under it (unless a write landed while it counted). */
export async function cachedTotal(db: Db, key: string, count: () => Promise<number>): Promise<number> {
  const cache = cacheOf(db);
  const hit = cache.totals.get(key);
  const now = Date.now();
  if (hit && now - hit.at < TOTAL_TTL_MS) return hit.total;
  const generation = cache.generation;
  const total = await count();
  if (cache.generation !== generation) return total;
  if (cache.totals.size >= MAX_KEYS) cache.totals.clear();
  cache.totals.set(key, { total, at: now });
  return total;
}

/**
 * Call after any write to materials, so lists count again. Inside a transaction the totals are
 * dropped again once it commits: a count made before the commit still saw the old rows.
 */
export async function invalidateTotals(db: Db): Promise<void> {
  const clear = () => {
    const cache = cacheOf(db);
    cache.generation += 1;
    cache.totals.clear();
  };
  clear();
  await db.$afterCommit(clear);
}
