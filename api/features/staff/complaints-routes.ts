// /staff/complaints: complaints about comments (admin, moderator). Per comment: hide or restore it,
// dismiss the complaints, or ban its author from commenting for some days.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import {
  banCommentAuthor,
  dismissComplaints,
  hideComment,
  listComplaints,
  restoreComment,
} from './complaints-service.ts';
import { staffDocs as d } from './openapi.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });

export function staffComplaintRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('complaints'))
    .get(
      '/',
      d.complaints,
      validate('query', pagingQuery.extend({ state: z.enum(['new', 'accepted', 'rejected']).default('new') })),
      async (c) => {
        const q = c.req.valid('query');
        return c.json(await listComplaints(db, q.state, q.limit, q.offset, await nameViewerOf(db, requireUser(c))));
      },
    )
    .post('/comment/:id{[0-9]+}/hide', d.hideComment, validate('param', idParam), async (c) => {
      await hideComment(db, c.req.valid('param').id, requireUser(c).id);
      return c.json({ success: true as const });
    })
    .post('/comment/:id{[0-9]+}/restore', d.restoreComment, validate('param', idParam), async (c) => {
      await restoreComment(db, c.req.valid('param').id, requireUser(c).id);
      return c.json({ success: true as const });
    })
    .post('/comment/:id{[0-9]+}/dismiss', d.dismissComplaints, validate('param', idParam), async (c) => {
      await dismissComplaints(db, c.req.valid('param').id, requireUser(c).id);
      return c.json({ success: true as const });
    })
    .post(
      '/comment/:id{[0-9]+}/ban-author',
      d.banAuthor,
      validate('param', idParam),
      validate('json', z.object({ days: z.number().int().min(1).max(365), reason: z.string().trim().min(1).max(500) })),
      async (c) => {
        const { days, reason } = c.req.valid('json');
        return c.json(await banCommentAuthor(db, c.req.valid('param').id, requireUser(c).id, days, reason));
      },
    );
}
