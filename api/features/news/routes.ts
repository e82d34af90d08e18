// /event-news/news (sort, limit, offset), /event-news/news-slug/{slug} and the news
// comments, mounted at /event-news beside the events part of that prefix.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { commentRoutes } from '../content-comments/routes.ts';
import { eventNewsRoutes } from './event-news-routes.ts';
import { listNews, NEWS_SORTS, newsExists, readNews } from './service.ts';
import { newsDocs as d } from './openapi.ts';
import { FOR_A_MINUTE, publicAnswerCache } from '../../middleware/public-answer-cache.ts';

const newsQuery = pagingQuery.extend({ sort: z.enum(NEWS_SORTS).default('DATE_DESC') });

export function newsRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .get('/news', d.list, validate('query', newsQuery), async (c) => {
      const { sort, limit, offset } = c.req.valid('query');
      return c.json(await listNews(db, sort, limit, offset, c.get('user')?.id ?? null));
    })
    .get('/news-slug/:slug', d.bySlug, validate('param', z.object({ slug: z.string().min(1).max(200) })), async (c) => {
      const item = await readNews(db, c.req.valid('param').slug, c.get('user')?.id ?? null);
      if (!item) throw httpError(404, 'News not found');
      return c.json(item);
    })
    .route(
      '/news',
      commentRoutes(deps, 'news', (id) => newsExists(db, id)),
    )
    .route('/', eventNewsRoutes(deps));
}
