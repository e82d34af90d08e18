// Query builders kept once per database and per shape, for queries whose SQL depends on how
// many values a list filter has (`id IN (?, ?, ?)`). Each list's length is rounded up to a power
// of two and padded by repeating its last value (harmless inside IN), so a handful of statements
// serve every request and drizzle never builds SQL on the request path. Build with
// `sql.placeholder`s, never `.prepare()` (see per-db.ts), and run with `db.$raw(query, values)`.
import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/store.ts';

/** Far more than the shapes any caller makes; the cache is dropped and refilled past it. */
const MAX_SHAPES = 512;

/** The slot count for a list of `n` values: 0, 1, 2, 4, 8… */
export const slotCount = (n: number): number => (n <= 0 ? 0 : 2 ** Math.ceil(Math.log2(n)));

/** `size` placeholders named `${name}0`, `${name}1`…, for `inArray(column, listSlots(…))`. */
export function listSlots(name: string, size: number): Placeholder[] {
  return Array.from({ length: size }, (_, i) => sql.placeholder(`${name}${i}`));
}

/** Binds `values` to the slots of `listSlots(name, slotCount(values.length))`, padding with the last value. */
export function listParams(name: string, values: readonly number[], into: Record<string, unknown>): void {
  const size = slotCount(values.length);
  for (let i = 0; i < size; i++) into[`${name}${i}`] = values[Math.min(i, values.length - 1)];
}

/**
 * `build(db, shape)` once per database and distinct `key(shape)`; `shape` must hold only what
 * changes the SQL (slot counts, a sort), never a value.
 */
export function perDbShape<S, T>(key: (shape: S) => string, build: (db: Db, shape: S) => T): (db: Db, shape: S) => T {
  const caches = new WeakMap<Db, Map<string, T>>();
  return (db, shape) => {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const k = key(shape);
    let built = cache.get(k);
    if (built === undefined) {
      if (cache.size >= MAX_SHAPES) cache.clear();
      built = build(db, shape);
      cache.set(k, built);
    }
    return built;
  };
}
