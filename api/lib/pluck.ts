// Hot reads answered as plain values (the first column) or rows as arrays, where one object per
// row costs more than the query itself: many ids, or a list's cards. The engine keeps each
// statement prepared; other reads keep drizzle's typed mapping.
import type { Db, RenderableQuery } from '../../db/store.ts';

/** The function answers `query`'s first column for the placeholders' `values`. */
export function preparePluck<T>(db: Db, query: RenderableQuery): (values: Record<string, unknown>) => Promise<T[]> {
  return (values) => db.$pluck<T>(query, values);
}

/** The function answers `query`'s rows as arrays, columns in the select's order. */
export function prepareRaw<T extends unknown[]>(
  db: Db,
  query: RenderableQuery,
): (values: Record<string, unknown>) => Promise<T[]> {
  return (values) => db.$raw<T>(query, values);
}
