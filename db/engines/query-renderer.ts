// Turns a drizzle builder or sql`` into the text and parameters a driver runs, for both engines. A builder kept
// for reuse (a hot query with placeholders) is rendered once per engine and then only has its values filled in.
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import type { RenderableQuery } from '../store.ts';

/** A renderer over one dialect; `values` fill a kept statement's placeholders. */
export function queryRenderer(dialect: { sqlToQuery: (sql: SQL) => { sql: string; params: unknown[] } }) {
  const rendered = new WeakMap<object, { sql: string; params: unknown[] }>();
  return (query: RenderableQuery, values?: Record<string, unknown>) => {
    let q = rendered.get(query);
    if (!q) {
      q = 'toSQL' in query ? query.toSQL() : dialect.sqlToQuery(query);
      rendered.set(query, q);
    }
    return { sql: q.sql, params: values ? fillPlaceholders(q.params, values) : q.params };
  };
}
