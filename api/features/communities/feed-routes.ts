// /community/{id}/feed: read (anyone for an open community, members for a closed one), add a
// material or news item (members with the right to post), take an entry out (owner or its author).
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { communityDocs as d } from './openapi.ts';
import { addToFeed, listFeed, removeFromFeed } from './feed-service.ts';
import { feedInput, feedItemParam, feedQuery, idParam } from './inputs.ts';
import { publicAnswerCache } from '../../middleware/public-answer-cache.ts';

export function communityFeedRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Hono<AppEnv>()
      // An open community's feed as a guest sees it, kept while the database is unchanged.
      .use('/:id{[0-9]+}/feed', publicAnswerCache(db))
      .get('/:id{[0-9]+}/feed', d.feed, validate('param', idParam), validate('query', feedQuery), async (c) =>
        c.json(await listFeed(db, c.req.valid('param').id, c.get('user') ?? null, c.req.valid('query'))),
      )
      .post('/:id{[0-9]+}/feed', d.feedAdd, validate('param', idParam), validate('json', feedInput), async (c) => {
        const id = await addToFeed(db, c.req.valid('param').id, requireUser(c).id, c.req.valid('json'));
        return c.json({ id }, 201);
      })
      .delete('/:id{[0-9]+}/feed/:itemId{[0-9]+}', d.feedRemove, validate('param', feedItemParam), async (c) => {
        const { id, itemId } = c.req.valid('param');
        await removeFromFeed(db, id, itemId, requireUser(c).id);
        return c.json({ deleted: true });
      })
  );
}
