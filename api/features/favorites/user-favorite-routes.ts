// /user/favorite: the user's favorite pages, i.e. their 'post' bookmarks (the same rows as
// /favorite-all and the outbox). Adding one twice is refused with the spec's detail.
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { listQuery, parsePageRef } from './inputs.ts';
import { listBookmarks } from './list-service.ts';
import { setBookmark } from './service.ts';
import { favoriteDocs as d } from './openapi.ts';

export function userFavoriteRoutes(deps: AppDeps) {
  return (
    new Hono<AppEnv>()
      .use(async (c, next) => {
        requireUser(c);
        await next();
      })
      .get('/', d.pages, validate('query', listQuery), async (c) => {
        const user = requireUser(c);
        const { list, total } = await listBookmarks(deps.db, user.id, c.req.valid('query'), 'post');
        return c.json({
          list: list.map(({ id, created_at, title, slug, preview }) => ({
            page_id: id,
            created_at,
            title,
            slug,
            preview,
          })),
          total,
        });
      })
      .post('/', d.addPage, validator('json', parsePageRef), async (c) => {
        const user = requireUser(c);
        const ref = c.req.valid('json');
        // setBookmark reads the state and writes in one transaction: of two adds at once, one is refused.
        const added = await setBookmark(deps.db, user.id, ref, true);
        if (!added) throw httpError(400, 'You are already add page');
        return c.json({ page_id: ref.id, favorite: true });
      })
      // The page comes in the JSON body, or as ?page_id= for clients that send no body with DELETE.
      .delete(
        '/',
        d.removePage,
        validator('json', (body, c) =>
          parsePageRef(c.req.query('page_id') ? { page_id: c.req.query('page_id') } : body),
        ),
        async (c) => {
          const user = requireUser(c);
          const ref = c.req.valid('json');
          await setBookmark(deps.db, user.id, ref, false);
          return c.json({ page_id: ref.id, favorite: false });
        },
      )
  );
}
