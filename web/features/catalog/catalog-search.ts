// The catalogue's search params (kept in the URL), validated with valibot in the route:
// a bad value falls back to "no filter" instead of breaking the page.
import * as v from 'valibot';

const CATALOG_SORTS = ['DATE_DESC', 'DATE_ASC', 'POPULAR'] as const;
export type CatalogSort = (typeof CATALOG_SORTS)[number];
export const CATALOG_PAGE_SIZE = 18;

// The spec's query names (page_type_id, tags, topics, sort, search, content_types, quiz_difficulty_id) with
// readable values: '?page_type_id=2', '?tags=1,4'. Repeated or JSON-array values (older links) are read too.
const rawList = v.union([v.number(), v.string(), v.array(v.union([v.number(), v.string()]))]);
const parts = (x: number | string | (number | string)[]) =>
  (Array.isArray(x) ? x : [x])
    .flatMap((p) => String(p).split(','))
    .map((p) => p.trim())
    .filter(Boolean);
const numberList = (max: number) =>
  v.fallback(
    v.optional(
      v.pipe(
        rawList,
        v.transform((x) => parts(x).map(Number)),
        v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
        v.maxLength(max),
        v.transform((l) => (l.length ? l : undefined)),
      ),
    ),
    undefined,
  );

const CONTENT_TYPES = ['CONTEST', 'QUIZZ', 'COURSE'] as const;

export const catalogSearchSchema = v.object({
  /** 1 video, 2 podcast, 3 article, 4 special project. */
  page_type_id: v.fallback(
    v.optional(
      v.pipe(
        numberList(4),
        v.check((l) => !l || l.every((n) => n <= 4)),
      ),
    ),
    undefined,
  ),
  tags: numberList(20),
  topics: numberList(20),
  sort: v.fallback(v.optional(v.picklist(CATALOG_SORTS)), undefined),
  search: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  content_types: v.fallback(
    v.optional(
      v.pipe(
        rawList,
        v.transform((x) => parts(x)),
        v.array(v.picklist(CONTENT_TYPES)),
        v.maxLength(3),
      ),
    ),
    undefined,
  ),
  quiz_difficulty_id: numberList(3),
});

export type CatalogSearch = v.InferOutput<typeof catalogSearchSchema>;

const sorted = (list: readonly number[] | undefined) => [...(list ?? [])].sort((a, b) => a - b);

/** One stable key per distinct query: the Dexie pages of a query are stored under it. */
export function catalogQueryKey(s: CatalogSearch): string {
  return JSON.stringify({
    type: sorted(s.page_type_id),
    tags: sorted(s.tags),
    topics: sorted(s.topics),
    sort: s.sort ?? 'DATE_DESC',
    search: s.search?.trim() ?? '',
    contentTypes: [...(s.content_types ?? [])].sort(),
    difficulty: sorted(s.quiz_difficulty_id),
  });
}

/** The GET /catalog query for one page (api-client turns keys into snake_case). */
export function catalogApiQuery(s: CatalogSearch, page: number) {
  return {
    pageTypeId: s.page_type_id,
    contentTypes: s.content_types,
    quizDifficultyId: s.quiz_difficulty_id,
    tags: s.tags,
    topics: s.topics,
    sort: s.sort ?? 'DATE_DESC',
    search: s.search?.trim() || undefined,
    limit: CATALOG_PAGE_SIZE,
    offset: page * CATALOG_PAGE_SIZE,
  };
}
