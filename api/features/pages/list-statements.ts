// The catalogue's SQL, built once per database and shape (api/lib/per-db-shape.ts): the list's ids in order, its
// count (kept on write for types and one tag and one topic: list-totals.ts; else driven by the tag or topic filters:
// driven-count.ts, or capped at 1,001 rows), a page read from one filter's ids when they hold every match, and the first rows of a list by date among search candidates. Plain builders and
// `IN` lists only, so both engines run the same statements.
import { and, asc, desc, gt, inArray, lt, or, sql, type AnyColumn } from 'drizzle-orm';
import type { Db } from '../../../db/store.ts';
import { pages } from '../../../db/schema/content.ts';
import { listParams, listSlots, perDbShape, slotCount } from '../../lib/per-db-shape.ts';
import { preparePluck } from '../../lib/pluck.ts';
import { COUNTED_ROWS, type BoundedCount } from '../../lib/capped-total.ts';
import { drivenCount, driver, driverHoldsAll, type DrivenCount, type DriverName } from './driven-count.ts';
import { keptCount, keptParams, totalIsKept, type KeptCount } from './list-totals.ts';
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

/**
 * A page of a list whose matches are all among one filter's ids (an exact driven count): those ids' rows first,
 * at most COUNTED_ROWS of them, then sorted. The inner LIMIT keeps either engine from reading the list in its
 * own order and testing each row, which reads every row of a type to find that few or none match.
 */
const drivenStatements = perDbShape(
  (s: Shape & { driver: DriverName }) => `${shapeKey(s)}:${s.driver}`,
  (db, s) => {
    const ids = driver(s.driver, s.driver === 'tag' ? s.tags : s.topics);
    const matches = db
      .select({ id: pages.id, publishedAt: pages.publishedAt, rating: pages.rating })
      .from(pages)
      .where(and(whereOf(s), sql`${pages.id} in (${ids})`))
      .limit(COUNTED_ROWS)
      .as('matches');
    return preparePluck<number>(
      db,
      db
        .select({ id: matches.id })
        .from(matches)
        .orderBy(...order(s.sort, matches))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    );
  },
);

type Sortable = { id: AnyColumn; publishedAt: AnyColumn; rating: AnyColumn };

function order(sort: CatalogSort, rows: Sortable = pages) {
  if (sort === 'DATE_ASC') return [asc(rows.publishedAt), asc(rows.id)];
  if (sort === 'POPULAR') return [desc(rows.rating), desc(rows.publishedAt), desc(rows.id)];
  return [desc(rows.publishedAt), desc(rows.id)];
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

type ListCount = BoundedCount | DrivenCount | KeptCount;

/**
 * The filter whose ids a page may be read from when the total is kept: the tag's or topic's with fewer published
 * materials, if they are few enough for the driver to read them all (checked, as drafts and other types count).
 */
function smallerDriver(f: ListFilters, count: KeptCount): DriverName | null {
  const tag = f.tags.length === 1 ? count.tagTotal : Infinity;
  const topic = f.topics.length === 1 ? count.topicTotal : Infinity;
  if (Math.min(tag, topic) >= COUNTED_ROWS) return null;
  return tag <= topic ? 'tag' : 'topic';
}

/**
 * The statements of one shape with their parameters bound. `counted`: the kept total for types and at most one tag
 * and one topic (list-totals.ts); under more tags or topics (and no id list) a count driven by their index
 * (driven-count.ts); else the list's own rows, capped at 1,001.
 */
export function bound(db: Db, f: ListFilters, ids: number[], sort: CatalogSort, limit: number, offset: number) {
  const shape = shapeOf(f, ids, sort);
  const chosen = { ...statements(db, shape), params: paramsOf(f, ids, { limit, offset, ...keptParams(f) }) };
  const counted = async (): Promise<ListCount> => {
    if (totalIsKept(f, ids)) return keptCount(db, shape.types, chosen.params);
    if (!shape.ids && (shape.tags || shape.topics)) return drivenCount(db, shape, chosen.params);
    return { matched: Number((await chosen.count(chosen.params))[0] ?? 0), partial: false };
  };
  const driven = (name: DriverName) => drivenStatements(db, { ...shape, driver: name })(chosen.params);
  /**
   * The page for a list with this count: none past its end when the count is exact, and from one filter's ids
   * when every match is among them (a driven count that read them all, or a small tag or topic of a kept total).
   */
  const pageFor = async (count: ListCount): Promise<number[]> => {
    if (count.partial) return chosen.pageIds(chosen.params);
    // A kept total is exact at any size; a counted one only below COUNTED_ROWS.
    const exact = 'tagTotal' in count || count.matched < COUNTED_ROWS;
    if (exact && offset >= count.matched) return [];
    if ('driver' in count) return driven(count.driver);
    const small = 'tagTotal' in count ? smallerDriver(f, count) : null;
    if (small && (await driverHoldsAll(db, small, chosen.params))) return driven(small);
    return chosen.pageIds(chosen.params);
  };
  return { ...chosen, counted, pageFor };
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
