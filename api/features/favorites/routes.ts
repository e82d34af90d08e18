// /favorite-all: toggle, existence check and the paged list of a user's bookmarks (all five
// types). Signed-in only. The outbox's 'bookmark-set' changes the same rows through service.ts.
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { listQuery, parseBookmarkRef, parseExistInput } from './inputs.ts';
import { listBookmarks } from './list-service.ts';
import { existingIds, toggleBookmark } from './service.ts';
import { favoriteDocs as d } from './openapi.ts';

export function favoriteAllRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireUser(c);
      await next();
    })
    .post('/toggle', d.toggle, validator('json', parseBookmarkRef), async (c) => {
      const user = requireUser(c);
      return c.json({ favorite: await toggleBookmark(deps.db, user.id, c.req.valid('json')) });
    })
    .post('/exist', d.exist, validator('json', parseExistInput), async (c) => {
      const user = requireUser(c);
      const input = c.req.valid('json');
      return c.json({ exist_ids: input ? await existingIds(deps.db, user.id, input.type, input.ids) : [] });
    })
    .get('/list', d.list, validate('query', listQuery), async (c) => {
      const user = requireUser(c);
      return c.json(await listBookmarks(deps.db, user.id, c.req.valid('query')));
    });
}
