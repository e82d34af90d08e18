// GET /static-page/ (menu list, no content) and GET /static-page/path?path=about (one page).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { findStaticPage, listStaticPages } from './service.ts';
import { staticPageDocs as d } from './openapi.ts';

const pageQuery = z.object({ path: z.string().trim().min(1).max(200) });

export function staticPageRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', d.list, async (c) => c.json({ list: await listStaticPages(deps.db) }))
    .get('/path', d.byPath, validate('query', pageQuery), async (c) => {
      const page = await findStaticPage(deps.db, c.req.valid('query').path);
      if (!page) throw httpError(404, 'Page not found');
      return c.json(page);
    });
}
