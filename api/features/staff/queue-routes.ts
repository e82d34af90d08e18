// /staff/queue: contest works to moderate (admin, moderator). Accepting publishes a work (status 3);
// rejecting needs a reason the author sees (status 2, cancel_text). Batch calls decide many at once.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { pagingQuery } from '../../lib/query-params.ts';
import { nameViewerOf } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { validate } from '../../lib/validate.ts';
import { moderateWork } from '../contests/works-service.ts';
import { staffDocs as d } from './openapi.ts';
import { listQueue } from './queue-service.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const reason = z.string().trim().min(1).max(1000);
const ids = z.array(z.number().int().positive()).min(1).max(100);

export function staffQueueRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', staffArea('queue'))
    .get(
      '/',
      d.queue,
      validate(
        'query',
        pagingQuery.extend({
          status: z.coerce.number().int().min(1).max(3).default(1),
          contest_id: z.coerce.number().int().positive().optional(),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        return c.json(
          await listQueue(
            db,
            { status: q.status, contestId: q.contest_id, limit: q.limit, offset: q.offset },
            await nameViewerOf(db, requireUser(c)),
          ),
        );
      },
    )
    .post('/:id{[0-9]+}/accept', d.accept, validate('param', idParam), async (c) =>
      c.json(await moderateWork(db, c.req.valid('param').id, 3, undefined, requireUser(c).id)),
    )
    .post(
      '/:id{[0-9]+}/reject',
      d.reject,
      validate('param', idParam),
      validate('json', z.object({ cancel_text: reason })),
      async (c) =>
        c.json(await moderateWork(db, c.req.valid('param').id, 2, c.req.valid('json').cancel_text, requireUser(c).id)),
    )
    .post(
      '/batch',
      d.batch,
      validate(
        'json',
        z.discriminatedUnion('status_id', [
          z.object({ ids, status_id: z.literal(3) }),
          z.object({ ids, status_id: z.literal(2), cancel_text: reason }),
        ]),
      ),
      async (c) => {
        const body = c.req.valid('json');
        const staffId = requireUser(c).id;
        const cancelText = body.status_id === 2 ? body.cancel_text : undefined;
        const done: number[] = [];
        const missing: number[] = [];
        for (const id of new Set(body.ids)) {
          try {
            await moderateWork(db, id, body.status_id, cancelText, staffId);
            done.push(id);
          } catch (err) {
            if (!(err instanceof HTTPException && err.status === 404)) throw err;
            missing.push(id);
          }
        }
        return c.json({ done, missing });
      },
    );
}
