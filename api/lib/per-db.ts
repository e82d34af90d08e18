// Prepared statements built once per database handle. On the push path drizzle's query
// building costs several times SQLite's own work, so hot queries are prepared once.
import type { Db } from '../../db/client.ts';

export function perDb<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let built = cache.get(db);
    if (!built) {
      built = build(db);
      cache.set(db, built);
    }
    return built;
  };
}
