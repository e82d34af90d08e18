// /staff/contests (admin, editor): contests with drafts, one contest, create, change, publish; and
// the special video contest's jury places (the same rule as PUT /contest-learn-known/winners).
// Every write is one transaction with its audit row.
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { contestResults } from '../../../db/schema/contests.ts';
import { WINNER_PLACES } from '../../../sync/rules/special-contest.ts';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { staffArea } from '../../lib/staff-access.ts';
import { recordStaffAction } from '../../lib/staff-audit.ts';
import { validate } from '../../lib/validate.ts';
import { publishedWorks } from '../contests/works-service.ts';
import { specialContest } from '../special-contest/contest-service.ts';
import { setJuryWinners } from '../special-contest/winners-service.ts';
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
  const contestOr404 = (id: number) => {
    const contest = staffContest(db, id);
    if (!contest) throw httpError(404, 'Contest not found');
    return contest;
  };
  const jury = () => {
    const contest = specialContest(db);
    if (!contest) return { contest: null, places: [], works: [] };
    const places = db
      .select({ place: contestResults.place, work_id: contestResults.workId, title: contestResults.title })
      .from(contestResults)
      .where(eq(contestResults.contestId, contest.id))
      .orderBy(asc(contestResults.place))
      .all();
    const works = publishedWorks(db, contest.id, { limit: MAX_CANDIDATES, offset: 0 }).list.map((w) => ({
      id: w.id!,
      name: w.name ?? '',
      author: [w.userName, w.userLastName].filter(Boolean).join(' '),
      nomination: w.nominationName,
    }));
    return { contest: { id: contest.id, title: contest.title, status_id: contest.statusId }, places, works };
  };

  return new Hono<AppEnv>()
    .use('*', staffArea('content'))
    .get('/', d.contests, (c) => c.json({ list: listStaffContests(db) }))
    .get('/winners', d.jury, (c) => c.json(jury()))
    .put('/winners', d.setJury, validate('json', placesBody), (c) => {
      const staffId = requireUser(c).id;
      const contest = specialContest(db);
      if (!contest) throw httpError(404, 'Contest not found');
      db.transaction(() => {
        const before = jury().places;
        setJuryWinners(db, contest, c.req.valid('json').list);
        recordStaffAction(db, {
          staffId,
          action: 'contest.jury',
          target: { type: 'contest', id: contest.id },
          before,
          after: jury().places,
        });
      });
      return c.json(jury());
    })
    .get('/:id{[0-9]+}', d.contest, validate('param', idParam), (c) => c.json(contestOr404(c.req.valid('param').id)))
    .post('/', d.createContest, validate('json', contestInput), (c) => {
      const staffId = requireUser(c).id;
      const id = db.transaction(() => {
        const created = createContest(db, c.req.valid('json'));
        recordStaffAction(db, {
          staffId,
          action: 'contest.create',
          target: { type: 'contest', id: created },
          after: staffContest(db, created),
        });
        return created;
      });
      return c.json(contestOr404(id), 201);
    })
    .put('/:id{[0-9]+}', d.updateContest, validate('param', idParam), validate('json', contestInput), (c) => {
      const staffId = requireUser(c).id;
      const { id } = c.req.valid('param');
      db.transaction(() => {
        const before = contestOr404(id);
        updateContest(db, id, c.req.valid('json'));
        recordStaffAction(db, {
          staffId,
          action: 'contest.update',
          target: { type: 'contest', id },
          before,
          after: staffContest(db, id),
        });
      });
      return c.json(contestOr404(id));
    })
    .post('/:id{[0-9]+}/publish', d.publishContest, validate('param', idParam), validate('json', publishBody), (c) => {
      const staffId = requireUser(c).id;
      const { id } = c.req.valid('param');
      const { published } = c.req.valid('json');
      db.transaction(() => {
        const before = brief(contestOr404(id));
        setContestPublished(db, id, published);
        recordStaffAction(db, {
          staffId,
          action: 'contest.publish',
          target: { type: 'contest', id },
          before,
          after: brief(staffContest(db, id)),
        });
      });
      return c.json(contestOr404(id));
    });
}
