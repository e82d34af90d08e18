// Search params of the catalogue calls (spec section 2 filter set): the materials list of
// /page and /catalog. Shared paging and id-list parsing comes from api/lib/query-params.
import { z } from 'zod';
import { intList, pagingQuery, stringList, toList } from '../../lib/query-params.ts';
import { CATALOG_SORTS } from './list-statements.ts';

// The sorts the catalogue lists of other kinds accept too (api/features/catalog).
export { CATALOG_SORTS };

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
