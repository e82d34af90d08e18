// /staff/contests (admin, editor): contests with drafts, one contest, create, change, publish; and
// the special video contest's jury places (the same rule as PUT /contest-learn-known/winners), whose
// authors are named by the privacy rule for the staff member reading (editors: a pupil's first name).
// Every write is one transaction with its audit row.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { WINNER_PLACES } from '../../../sync/rules/special-contest.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { nameViewerOf, visibleName, type NameViewer } from '../../lib/person-name.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { publishedWorks } from '../contests/works-service.ts';
import { specialContest } from '../contests/learn-known-service.ts';
import { decideJury, juryPlacesFor } from '../contests/winners-service.ts';
import {
  contestInput,
  createContest,
  listStaffContests,
  setContestPublished,
  staffContest,
  updateContest,
} from './contests-service.ts';
import { staffSiteDocs as d } from './openapi-site.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const publishBody = z.object({ published: z.boolean() });
const placesBody = z.object({
  list: z
    .array(
      z.object({
        place: z.number().int().min(1, 'Место от 1 до 5').max(WINNER_PLACES, 'Место от 1 до 5'),
        video_id: z.number().int().positive(),
      }),
    )
    .max(WINNER_PLACES)
    .refine(
      (l) => new Set(l.map((p) => p.place)).size === l.length && new Set(l.map((p) => p.video_id)).size === l.length,
      'Одно место или одна работа выбраны дважды',
    ),
});
const MAX_CANDIDATES = 500;

const brief = (c: { title: string; status_id: number; is_published: boolean } | undefined) =>
  c && { title: c.title, status_id: c.status_id, is_published: c.is_published };

export function staffContestRoutes({ db }: AppDeps) {
  const contestOr404 = async (tx: Db, id: number) => {
    const contest = await staffContest(tx, id);
    if (!contest) throw httpError(404, 'Contest not found');
    return contest;
  };
  const jury = async (viewer: NameViewer) => {
    const contest = await specialContest(db);
    if (!contest) return { contest: null, places: [], works: [] };
    const { list } = await publishedWorks(db, contest.id, { limit: MAX_CANDIDATES, offset: 0 });
    const works = list.map((w) => ({
      id: w.id!,
      name: w.name ?? '',
      author: visibleName(viewer, { id: w.userId, name: w.userName, lastName: w.userLastName, typeId: w.userTypeId }),
      nomination: w.nominationName,
    }));
    return {
      contest: { id: contest.id, title: contest.title, status_id: contest.statusId },
      places: await juryPlacesFor(db, contest.id, viewer),
      works,
    };
  };

  // Every write reads the state before, changes it and records the audit row in one transaction.
  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.contests, async (c) => c.json({ list: await listStaffContests(db) }))
    .get('/winners', d.jury, async (c) => c.json(await jury(await nameViewerOf(db, requireUser(c)))))
    .put('/winners', d.setJury, validate('json', placesBody), async (c) => {
      const staff = requireUser(c);
      await decideJury(db, staff.id, c.req.valid('json').list);
      return c.json(await jury(await nameViewerOf(db, staff)));
    })
    .get('/:id{[0-9]+}', d.contest, validate('param', idParam), async (c) =>
      c.json(await contestOr404(db, c.req.valid('param').id)),
    )
    .post('/', d.createContest, validate('json', contestInput), async (c) => {
      const staffId = requireUser(c).id;
      const id = await db.transaction(async (tx) => {
        const created = await createContest(tx, c.req.valid('json'));
        await recordStaffAction(tx, {
          staffId,
          action: 'contest.create',
          target: { type: 'contest', id: created },
          after: await staffContest(tx, created),
        });
        return created;
      });
      return c.json(await contestOr404(db, id), 201);
    })
    .put('/:id{[0-9]+}', d.updateContest, validate('param', idParam), validate('json', contestInput), async (c) => {
      const staffId = requireUser(c).id;
      const { id } = c.req.valid('param');
      await db.transaction(async (tx) => {
        const before = await contestOr404(tx, id);
        await updateContest(tx, id, c.req.valid('json'));
        await recordStaffAction(tx, {
          staffId,
          action: 'contest.update',
          target: { type: 'contest', id },
          before,
          after: await staffContest(tx, id),
        });
      });
      return c.json(await contestOr404(db, id));
    })
    .post(
      '/:id{[0-9]+}/publish',
      d.publishContest,
      validate('param', idParam),
      validate('json', publishBody),
      async (c) => {
        const staffId = requireUser(c).id;
        const { id } = c.req.valid('param');
        const { published } = c.req.valid('json');
        await db.transaction(async (tx) => {
          const before = brief(await contestOr404(tx, id));
          await setContestPublished(tx, id, published);
          await recordStaffAction(tx, {
            staffId,
            action: 'contest.publish',
            target: { type: 'contest', id },
            before,
            after: brief(await staffContest(tx, id)),
          });
        });
        return c.json(await contestOr404(db, id));
      },
    );
}
