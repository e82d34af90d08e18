// The catalogue's search params (kept in the URL), validated with valibot in the route:
// a bad value falls back to "no filter" instead of breaking the page.
import * as v from 'valibot';

export const CATALOG_SORTS = ['DATE_DESC', 'DATE_ASC', 'POPULAR'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_PAGE_SIZE = 18;

const idList = v.fallback(v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(20))), undefined);

export const catalogSearchSchema = v.object({
  /** page_type_id: 1 video, 2 podcast, 3 article, 4 special project. */
  type: v.fallback(v.optional(v.pipe(v.array(v.picklist([1, 2, 3, 4])), v.maxLength(4))), undefined),
  tags: idList,
  topics: idList,
  sort: v.fallback(v.optional(v.picklist(CATALOG_SORTS)), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
});

export type CatalogSearch = v.InferOutput<typeof catalogSearchSchema>;

const sorted = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b);

/** One stable key per distinct query: the Dexie pages of a query are stored under it. */
export function catalogQueryKey(s: CatalogSearch): string {
  return JSON.stringify({ type: sorted(s.type), tags: sorted(s.tags), topics: sorted(s.topics), sort: s.sort ?? 'DATE_DESC', search: s.search?.trim() ?? '' });
}

/** The GET /catalog query for one page (api-client turns keys into snake_case). */
export function catalogApiQuery(s: CatalogSearch, page: number) {
  return {
    pageTypeId: s.type,
    tags: s.tags,
    topics: s.topics,
    sort: s.sort ?? 'DATE_DESC',
    search: s.search?.trim() || undefined,
    limit: CATALOG_PAGE_SIZE,
    offset: page * CATALOG_PAGE_SIZE,
  };
}
