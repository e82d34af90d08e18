// The catalogue's SQL, built once per database and shape (api/lib/per-db-shape.ts): the list's ids
// in order, its count (capped at 1,001 rows, or driven by a tag or topic filter: driven-count.ts), and the first rows of a list by date among search candidates. Plain
// builders and `IN` lists only, so both engines run the same statements.
import { and, asc, desc, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages } from '../../../db/schema/content.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';
import { preparePluck } from '../../lib/pluck.ts';
import { COUNTED_ROWS, type BoundedCount } from '../../lib/capped-total.ts';
import { drivenCount } from './driven-count.ts';
import { shapeKey, whereOf, type CatalogSort, type Shape } from './list-where.ts';

export { CATALOG_SORTS, type CatalogSort } from './list-where.ts';

const statements = perDbShape(shapeKey, (db, s: Shape) => ({
  // The list's ids in order, a page of them or a chunk of the walk: plain numbers, as the walk
  // reads hundreds per call and a row object each cost more than the query. Cards follow.
  pageIds: preparePluck<number>(
    db,
    db
      .select({ id: pages.id })
      .from(pages)
      .where(whereOf(s))
      .orderBy(...order(s.sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  ),
  // Capped (api/lib/capped-total.ts): a broad filter counts 1,001 rows, never the whole table.
  count: preparePluck<number>(
    db,
    db.select({ n: sql<number>`count(*)` }).from(
      db
        .select({ one: sql`1`.as('one') })
        .from(pages)
        .where(whereOf(s))
        .limit(COUNTED_ROWS)
        .as('capped_rows'),
    ),
  ),
}));

/**
 * A list by date: its first rows that are candidates (`candidates` slots) or outside their id
 * range (known-page.ts), in one scan of the date index.
 */
const firstStatements = perDbShape(
  (s: Shape & { candidates: number }) => `${shapeKey(s)}:${s.candidates}`,
  (db, s) =>
    preparePluck<number>(
      db,
      db
        .select({ id: pages.id })
        .from(pages)
        .where(
          and(
            whereOf(s),
            or(
              (s.sort === 'DATE_ASC' ? gt : lt)(pages.id, sql.placeholder('edge')),
              inArray(pages.id, listSlots('candidate', s.candidates)),
            ),
          ),
        )
        .orderBy(...order(s.sort))
        .limit(sql.placeholder('limit')),
    ),
);

function order(sort: CatalogSort) {
  if (sort === 'DATE_ASC') return [asc(pages.publishedAt), asc(pages.id)];
  if (sort === 'POPULAR') return [desc(pages.rating), desc(pages.publishedAt), desc(pages.id)];
  return [desc(pages.publishedAt), desc(pages.id)];
}

export interface ListFilters {
  types: number[];
  tags: number[];
  topics: number[];
}

function shapeOf(f: ListFilters, ids: readonly number[], sort: CatalogSort): Shape {
  return {
    types: slotCount(f.types.length),
    tags: slotCount(f.tags.length),
    topics: slotCount(f.topics.length),
    ids: slotCount(ids.length),
    sort,
  };
}

function paramsOf(f: ListFilters, ids: readonly number[], more: Record<string, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = { ...more };
  listParams('type', f.types, params);
  listParams('tag', f.tags, params);
  listParams('topic', f.topics, params);
  listParams('id', ids, params);
  return params;
}

/**
 * The statements of one shape with their parameters bound; `counted` reads at most 1,001 rows: under a tag or
 * topic filter (and no id list) the ids of that filter's index (driven-count.ts), else the list's own rows.
 */
export function bound(db: Db, f: ListFilters, ids: number[], sort: CatalogSort, limit: number, offset: number) {
  const shape = shapeOf(f, ids, sort);
  const chosen = { ...statements(db, shape), params: paramsOf(f, ids, { limit, offset }) };
  const counted = async (): Promise<BoundedCount> =>
    !shape.ids && (shape.tags || shape.topics)
      ? drivenCount(db, shape, chosen.params)
      : { matched: Number((await chosen.count(chosen.params))[0] ?? 0), partial: false };
  return { ...chosen, counted };
}

/**
 * The first `limit` ids of a list by date (never POPULAR) that are in `candidates` or beyond
 * `edge` (above it oldest first, below it newest first): known-page.ts's `FirstOf`.
 */
export function firstRows(
  db: Db,
  f: ListFilters,
  sort: Exclude<CatalogSort, 'POPULAR'>,
  candidates: readonly number[],
  edge: number,
  limit: number,
): Promise<number[]> {
  const shape = { ...shapeOf(f, [], sort), candidates: slotCount(candidates.length) };
  const params = paramsOf(f, [], { edge, limit });
  listParams('candidate', candidates, params);
  return firstStatements(db, shape)(params);
}
