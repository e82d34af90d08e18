// POST /user/blocked and DELETE /user/unblocked with {"user_id"}; GET /user/blocked lists the
// caller's blocks. Mounted at /user before the users router. Signed-in only.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { requireUser } from '../../lib/require-user.ts';
import { listQuery, rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { listBlocked, setBlock } from './service.ts';
import { blockingDocs as d } from './openapi.ts';

const userIdBody = z.object({
  user_id: rowId,
});
export function blockingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use('/blocked', async (c, next) => {
      requireUser(c);
      await next();
    })
    .use('/unblocked', async (c, next) => {
      requireUser(c);
      await next();
    })
    .get('/blocked', d.list, validate('query', listQuery), async (c) => {
      const { limit, offset } = c.req.valid('query');
      return c.json(await listBlocked(db, requireUser(c).id, limit, offset));
    })
    .post('/blocked', d.block, validate('json', userIdBody), async (c) =>
      c.json(await setBlock(db, requireUser(c).id, c.req.valid('json').user_id, true)),
    )
    .delete('/unblocked', d.unblock, validate('json', userIdBody), async (c) =>
      c.json(await setBlock(db, requireUser(c).id, c.req.valid('json').user_id, false)),
    );
}
