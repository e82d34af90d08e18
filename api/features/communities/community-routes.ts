// /community: the catalogue, one community, creating, editing, deleting and handing over ownership.
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { communityDocs as d } from './openapi.ts';
import {
  createCommunity,
  deleteCommunity,
  listCommunities,
  transferOwnership,
  updateCommunity,
} from './community-service.ts';
import { catalogQuery, createInput, idParam, memberParam, updateInput } from './inputs.ts';
import { communityJson } from './views.ts';
import { publicAnswerCache } from '../../middleware/public-answer-cache.ts';
import type { SessionUser } from '../../lib/session-service.ts';

export function communityRoutes(deps: AppDeps) {
  const { db } = deps;
  const view = async (id: number, viewer: SessionUser | null) => {
    const json = await communityJson(db, id, viewer);
    if (!json) throw httpError(404, 'Community not found');
    return json;
  };
  // A guest's catalogue and community page are the same for every guest: kept while the database is unchanged.
  const kept = publicAnswerCache(db);
  return new Hono<AppEnv>()
    .use('/catalog', kept)
    .use('/:id{[0-9]+}', kept)
    .get('/catalog', d.catalog, validate('query', catalogQuery), async (c) =>
      c.json(await listCommunities(db, c.get('user') ?? null, c.req.valid('query'))),
    )
    .post('/', d.create, validate('json', createInput), async (c) => {
      const user = requireUser(c);
      const id = await createCommunity(db, user, c.req.valid('json'));
      return c.json(await view(id, user), 201);
    })
    .get('/:id{[0-9]+}', d.one, validate('param', idParam), async (c) =>
      c.json(await view(c.req.valid('param').id, c.get('user') ?? null)),
    )
    .put('/:id{[0-9]+}', d.update, validate('param', idParam), validate('json', updateInput), async (c) => {
      const user = requireUser(c);
      const { id } = c.req.valid('param');
      await updateCommunity(db, id, user, c.req.valid('json'));
      return c.json(await view(id, user));
    })
    .delete('/:id{[0-9]+}', d.remove, validate('param', idParam), async (c) => {
      await deleteCommunity(db, c.req.valid('param').id, requireUser(c));
      return c.json({ deleted: true });
    })
    .patch('/:id{[0-9]+}/owner/:userId{[0-9]+}', d.transfer, validate('param', memberParam), async (c) => {
      const user = requireUser(c);
      const { id, userId } = c.req.valid('param');
      await transferOwnership(db, id, user.id, userId);
      return c.json(await view(id, user));
    });
}
