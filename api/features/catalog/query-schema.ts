// Search params of the catalogue calls (spec section 2 filter set), parsed with zod.
// Array params may repeat (?tags=1&tags=2) or be comma-separated (?tags=1,2).
import { z } from 'zod';
import { CATALOG_SORTS } from './service.ts';

const toList = (v: unknown) => (v === undefined || v === '' ? undefined : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(',')).filter(Boolean));

export const intList = z.preprocess(toList, z.array(z.coerce.number().int().positive()).max(50).optional());
const stringList = z.preprocess(toList, z.array(z.string().max(50)).max(20).optional());

export const pagingQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(18),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

/** Filters not applied yet (user_selection, rating_ball_type) are accepted and ignored; quiz_difficulty_id applies with
 * content_types=QUIZZ, contest_active_id (1 running, 2 finished) and contest_participate_type with CONTEST. */
export const catalogQuery = pagingQuery.extend({
  page_type_id: z.preprocess(toList, z.array(z.coerce.number().int().min(1).max(4)).max(4).optional()),
  tags: intList,
  topics: intList,
  sort: z.enum(CATALOG_SORTS).default('DATE_DESC'),
  search: z.string().max(200).optional(),
  content_types: stringList,
  quiz_difficulty_id: intList,
  contest_active_id: z.coerce.number().int().min(1).max(2).optional(),
  contest_participate_type: z.coerce.number().int().min(1).max(3).optional(),
});

export type CatalogQueryInput = z.infer<typeof catalogQuery>;

export function toCatalogQuery(q: CatalogQueryInput) {
  return {
    pageTypeIds: q.page_type_id,
    tags: q.tags,
    topics: q.topics,
    search: q.search,
    sort: q.sort,
    limit: q.limit,
    offset: q.offset,
    contentTypes: q.content_types,
  };
}
