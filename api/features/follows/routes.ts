// /user/{id}/follow (POST follows, DELETE unfollows), /user/{id}/followers and /following
// (paged lists), /user/{id}/relations (counts and the viewer's side, for the profile).
// The spec names following 'subscribes' but shows no paths; these are ours. Mounted at /user.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { listQuery, rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { listFollows, relationSummary, setFollow } from './service.ts';
import { followDocs as d } from './openapi.ts';

const idParam = z.object({
  id: rowId,
});
type ListContext = Context<
  AppEnv,
  string,
  { out: { param: z.infer<typeof idParam>; query: z.infer<typeof listQuery> } }
>;

export function followRoutes(deps: AppDeps) {
  const { db } = deps;
  /** One page of a user's followers or followees, each named as the viewer may see them. */
  const listOf = async (c: ListContext, side: 'followers' | 'following') => {
    const { limit, offset } = c.req.valid('query');
    const viewer = await nameViewerOf(db, c.get('user'));
    return c.json(await listFollows(db, c.req.valid('param').id, side, viewer, limit, offset));
  };
  return new Hono<AppEnv>()
    .post('/:id{[0-9]+}/follow', d.follow, validate('param', idParam), async (c) =>
      c.json(await setFollow(db, requireUser(c).id, c.req.valid('param').id, true)),
    )
    .delete('/:id{[0-9]+}/follow', d.unfollow, validate('param', idParam), async (c) =>
      c.json(await setFollow(db, requireUser(c).id, c.req.valid('param').id, false)),
    )
    .get('/:id{[0-9]+}/followers', d.followers, validate('param', idParam), validate('query', listQuery), (c) =>
      listOf(c, 'followers'),
    )
    .get('/:id{[0-9]+}/following', d.following, validate('param', idParam), validate('query', listQuery), (c) =>
      listOf(c, 'following'),
    )
    .get('/:id{[0-9]+}/relations', d.relations, validate('param', idParam), async (c) =>
      c.json(await relationSummary(db, c.req.valid('param').id, c.get('user')?.id ?? null)),
    );
}
