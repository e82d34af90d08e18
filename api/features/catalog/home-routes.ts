// GET /home/pages (version 1): the newest published materials for the home page, as cards,
// paged like the catalogue ({list, total}, 18 by default).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { listCatalog } from '../pages/list-service.ts';
import { catalogDocs as d } from './openapi.ts';

export function homeRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/pages', d.home, validate('query', pagingQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listCatalog(deps.db, { sort: 'DATE_DESC', limit, offset }));
  });
}
