// GET /catalog (v1 and v2 share the v2 filter set), /catalog/main, /catalog/post,
// /catalog/post/useful, /catalog/recommendation-feed and /catalog/filter/type/{filter};
// the version 2 kinds /catalog/course, /quizz, /contest (topics, quiz_difficulty_id) and the
// course slider /catalog/course-slide. Lists answer {list, total}; cards are those of api/lib/cards.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import { PAGE_TYPES } from '../../../db/schema/content.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { publicAnswerCache } from '../../middleware/public-answer-cache.ts';
import { PAGE_TYPE_IDS, pageType } from '../../lib/cards.ts';
import { intList, pagingQuery } from '../../lib/query-params.ts';
import { catalogQuery, toCatalogQuery } from '../pages/list-query.ts';
import { CATALOG_SORTS } from '../pages/list-query.ts';
import { listCatalog } from '../pages/list-service.ts';
import { listKind, listKinds } from './kinds-service.ts';
import { personalFeed } from './personal-feed.ts';
import { catalogDocs as d } from './openapi.ts';

const MAIN_SECTION_SIZE = 6;
/** Spec section 9: useful posts 45 per page, the recommendation feed 10. */
const USEFUL_SIZE = 45;
const FEED_SIZE = 10;
const kindQuery = pagingQuery.extend({
  topics: intList,
  quiz_difficulty_id: intList,
  contest_active_id: z.coerce.number().int().min(1).max(2).optional(),
  contest_participate_type: z.coerce.number().int().min(1).max(3).optional(),
  search: z.string().max(200).optional(),
  sort: z.enum(CATALOG_SORTS).optional(),
});
type KindQuery = z.infer<typeof kindQuery>;
const kindFilter = (q: KindQuery) => ({
  limit: q.limit,
  offset: q.offset,
  topics: q.topics,
  quizDifficultyIds: q.quiz_difficulty_id,
  contestActiveId: q.contest_active_id,
  contestParticipateType: q.contest_participate_type,
  search: q.search,
  sort: q.sort,
});

export function catalogRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db))
    .get('/', d.list, validate('query', catalogQuery), async (c) => {
      const q = c.req.valid('query');
      // content_types (COURSE, QUIZZ, CONTEST) lists those kinds instead of materials.
      if (q.content_types?.length)
        return c.json(
          await listKinds(
            deps.db,
            q.content_types,
            {
              limit: q.limit,
              offset: q.offset,
              topics: q.topics,
              quizDifficultyIds: q.quiz_difficulty_id,
              contestActiveId: q.contest_active_id,
              contestParticipateType: q.contest_participate_type,
              search: q.search,
              // The kinds keep their own order unless a sort is asked for (the default DATE_DESC is the materials').
              sort: c.req.query('sort') ? q.sort : undefined,
            },
            c.get('user'),
          ),
        );
      return c.json(await listCatalog(deps.db, { ...toCatalogQuery(q), viewerId: c.get('user')?.id ?? null }));
    })
    .get('/main', d.main, async (c) => {
      const sections = [];
      for (const code of PAGE_TYPES) {
        const list = await listCatalog(deps.db, {
          pageTypeIds: [PAGE_TYPE_IDS[code]],
          limit: MAIN_SECTION_SIZE,
          offset: 0,
        });
        sections.push({ type: pageType(code), ...list });
      }
      return c.json({ sections });
    })
    .get('/post', d.posts, validate('query', catalogQuery), async (c) =>
      c.json(
        await listCatalog(deps.db, { ...toCatalogQuery(c.req.valid('query')), viewerId: c.get('user')?.id ?? null }),
      ),
    )
    .get(
      '/post/useful',
      d.useful,
      validate('query', pagingQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(USEFUL_SIZE) })),
      async (c) => {
        const { limit, offset } = c.req.valid('query');
        return c.json(await listCatalog(deps.db, { sort: 'POPULAR', limit, offset }));
      },
    )
    .get(
      '/recommendation-feed',
      d.feed,
      validate('query', pagingQuery.extend({ limit: z.coerce.number().int().min(1).max(100).default(FEED_SIZE) })),
      async (c) => {
        const { limit, offset } = c.req.valid('query');
        const user = c.get('user');
        // A signed-in reader's feed is their own (personal-feed.ts); a guest's is the popular list.
        if (user) return c.json(await personalFeed(deps.db, user.id, limit, offset));
        return c.json(await listCatalog(deps.db, { sort: 'POPULAR', limit, offset }));
      },
    )
    .get(
      '/filter/type/:filter',
      d.byType,
      validate('param', z.object({ filter: z.enum(PAGE_TYPES) })),
      validate('query', catalogQuery),
      async (c) => {
        const q = toCatalogQuery(c.req.valid('query'));
        return c.json(await listCatalog(deps.db, { ...q, pageTypeIds: [PAGE_TYPE_IDS[c.req.valid('param').filter]] }));
      },
    )
    .get('/course', d.kind, validate('query', kindQuery), async (c) =>
      c.json(await listKind(deps.db, 'COURSE', kindFilter(c.req.valid('query')), c.get('user'))),
    )
    .get('/quizz', d.kind, validate('query', kindQuery), async (c) =>
      c.json(await listKind(deps.db, 'QUIZZ', kindFilter(c.req.valid('query')), c.get('user'))),
    )
    .get('/contest', d.kind, validate('query', kindQuery), async (c) =>
      c.json(await listKind(deps.db, 'CONTEST', kindFilter(c.req.valid('query')), c.get('user'))),
    )
    .get('/course-slide', d.courseSlide, validate('query', pagingQuery), async (c) => {
      const { limit, offset } = c.req.valid('query');
      return c.json(await listKind(deps.db, 'COURSE', { limit, offset }, c.get('user')));
    });
}
