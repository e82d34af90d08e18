// Query builders kept once per database handle. On hot paths drizzle's query building costs
// several times the database's own work, so a hot query is built once with `sql.placeholder`s and
// run with `db.$raw(query, values)` / `db.$pluck(query, values)`: the engine renders a kept
// builder once and keeps its statement by SQL text. Never `.prepare()` here: PostgreSQL prepares
// by name per connection, so a statement prepared once per process does not fit there.
import type { Db } from '../../db/store.ts';

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
