// /staff/inbox: the feedback inbox (admin, moderator): list with filters, mark handled or new again.
import { Hono } from 'hono';
import { z } from 'zod';
import { INBOX_KINDS } from '../../../db/schema/staff.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { listInbox, setHandled } from './inbox-service.ts';
import { staffDocs as d } from './openapi.ts';

export function staffInboxRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('inbox'))
    .get(
      '/',
      d.inbox,
      validate(
        'query',
        pagingQuery.extend({
          kind: z.enum(INBOX_KINDS).optional(),
          state: z.enum(['new', 'handled', 'all']).default('new'),
        }),
      ),
      async (c) => c.json(await listInbox(db, c.req.valid('query'), await nameViewerOf(db, requireUser(c)))),
    )
    .post(
      '/:kind/:id{[0-9]+}/handled',
      d.handled,
      validate('param', z.object({ kind: z.enum(INBOX_KINDS), id: z.coerce.number().int().positive() })),
      validate('json', z.object({ handled: z.boolean() })),
      async (c) => {
        const { kind, id } = c.req.valid('param');
        await setHandled(db, kind, id, c.req.valid('json').handled, requireUser(c).id);
        return c.json({ success: true as const });
      },
    );
}
