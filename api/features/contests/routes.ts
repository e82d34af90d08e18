// /contest: the catalogue, a contest page, its results, registering as a participant and sending a
// work (add_proposal) from a finished upload. Spec, second document, section 7 (Contests).
import { nameViewerOf } from '../../lib/person-name.ts';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { listContestCards } from '../../lib/contest-cards.ts';
import { requireUser } from '../../lib/require-user.ts';
import { rowId } from '../../lib/query-params.ts';
import { validate } from '../../lib/validate.ts';
import { addParticipant, contestDetail, contestResultList } from './service.ts';
import { sendWork } from './works-service.ts';
import { contestDocs as d } from './openapi.ts';
import { FOR_A_MINUTE, publicAnswerCache } from '../../middleware/public-answer-cache.ts';

const idParam = z.object({
  id: rowId,
});
const catalogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(18),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  contest_active_id: z.coerce.number().int().min(1).max(2).optional(),
  contest_participate_type: z.coerce.number().int().min(1).max(3).optional(),
});
const text = (max: number) => z.string().trim().min(1).max(max);
const participantBody = z.object({
  user_type: z.union([z.literal(1), z.literal(3)]),
  work_or_school: text(300),
  region_id: z.number().int().positive(),
  city_id: z.number().int().positive(),
  segment_id: z.number().int().positive().nullish(),
});
export const workBody = z.object({
  name: text(200),
  description: text(2000),
  nomination_id: z.coerce.number().int().positive(),
  upload_id: z.string().regex(/^[0-9a-f]{32}$/),
});

/** Signed-in callers only, checked before the body so a guest always gets 401. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export function contestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .get('/catalog', d.catalog, validate('query', catalogQuery), async (c) => {
      const q = c.req.valid('query');
      return c.json(
        await listContestCards(
          deps.db,
          {
            limit: q.limit,
            offset: q.offset,
            activeId: q.contest_active_id,
            participateType: q.contest_participate_type,
          },
          c.get('user')?.id,
        ),
      );
    })
    .get('/:id/result', d.result, async (c) => {
      // Spec section 8: the contest result falls back to an empty list, never an error.
      const id = idParam.safeParse(c.req.param());
      if (!id.success) return c.json({ list: [] });
      try {
        return c.json({
          list: await contestResultList(deps.db, id.data.id, await nameViewerOf(deps.db, c.get('user'))),
        });
      } catch (err) {
        deps.logger.warn({ err }, 'contest result failed; answering an empty list');
        return c.json({ list: [] });
      }
    })
    .get('/:id', d.page, validate('param', idParam), async (c) =>
      c.json(await contestDetail(deps.db, c.req.valid('param').id, c.get('user')?.id)),
    )
    .put(
      '/:id/add_participant',
      d.addParticipant,
      signedIn,
      validate('param', idParam),
      validate('json', participantBody),
      async (c) => {
        const user = requireUser(c);
        return c.json(await addParticipant(deps.db, c.req.valid('param').id, user.id, c.req.valid('json')));
      },
    )
    .put(
      '/:id/add_proposal',
      d.addProposal,
      signedIn,
      validate('param', idParam),
      validate('json', workBody),
      async (c) => {
        const user = requireUser(c);
        const { upload_id, ...work } = c.req.valid('json');
        return c.json(await sendWork(deps.db, c.req.valid('param').id, user.id, work, upload_id));
      },
    );
}
