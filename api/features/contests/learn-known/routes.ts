// /contest-learn-known: the special video contest (spec, second document, section 7, Learn-known
// contest): the contest and its reading calls, participation, votes, the mentor's pupils and
// sending a work. Composed of three routers mounted once at this prefix.
import { Hono } from 'hono';
import { z } from 'zod';
import { WORKS_PAGE_SIZE } from '../../../../sync/rules/contests.ts';
import { VOTE_MAX, VOTE_MIN } from '../../../../sync/rules/special-contest.ts';
import type { AppDeps, AppEnv } from '../../../context.ts';
import { requireUser } from '../../../lib/require-user.ts';
import { staffArea } from '../../../lib/staff-access.ts';
import { validate } from '../../../lib/validate.ts';
import { contestDetail } from '../service.ts';
import {
  joinSpecialContest,
  myJoinKey,
  nominationsOf,
  participationState,
  requireSpecialContest,
  segmentsOf,
  specialContest,
} from '../learn-known-service.ts';
import { mentorRoutes } from './mentor-routes.ts';
import { specialDocs as d } from './openapi.ts';
import { participantBody, positive, signedIn } from '../route-parts.ts';
import { uploadRoutes } from './upload-routes.ts';
import { castVote, myVote } from '../votes-service.ts';
import { decideJury, winners } from '../winners-service.ts';
import { anotherVideos, existVideo, myWorks, videoList, videoOne } from '../work-totals.ts';

const participationBody = participantBody.extend({
  parent_consent: z.boolean().optional(),
  rules: z.boolean().optional(),
});
const point = z.number().int().min(VOTE_MIN).max(VOTE_MAX);
const voteBody = z.object({ video_id: positive, clarity: point, fascination: point, scientific: point });

function readingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .get('/', d.contest, async (c) => {
      const contest = await requireSpecialContest(db);
      return c.json(await contestDetail(db, contest.id, c.get('user')?.id));
    })
    .get('/segments', d.segments, async (c) => {
      const contest = await specialContest(db);
      return c.json({ list: contest ? await segmentsOf(db, contest.id) : [] });
    })
    .get('/nominations', d.nominations, async (c) => {
      const contest = await specialContest(db);
      return c.json({ list: contest ? await nominationsOf(db, contest.id) : [] });
    })
    .get(
      '/video-list',
      d.videoList,
      validate(
        'query',
        z.object({
          nomination_id: positive.optional(),
          limit: z.coerce.number().int().min(1).max(100).default(WORKS_PAGE_SIZE),
          offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
        }),
      ),
      async (c) => {
        const q = c.req.valid('query');
        const page = { limit: q.limit, offset: q.offset, nominationId: q.nomination_id };
        return c.json(await videoList(db, await specialContest(db), page, c.get('user') ?? null));
      },
    )
    .get('/video-one', d.videoOne, validate('query', z.object({ video_id: positive })), async (c) =>
      c.json(await videoOne(db, await specialContest(db), c.req.valid('query').video_id, c.get('user') ?? null)),
    )
    .get(
      '/another-videos',
      d.anotherVideos,
      validate('query', z.object({ video_id: positive.optional() })),
      async (c) =>
        c.json(await anotherVideos(db, await specialContest(db), c.req.valid('query').video_id, c.get('user') ?? null)),
    )
    .get('/winners', d.winners, async (c) => c.json(await winners(db, await specialContest(db), c.get('user') ?? null)))
    .put(
      '/winners',
      d.setWinners,
      // The staff area's rule for the same action (PUT /staff/contests/winners): admin and editor.
      staffArea('content'),
      validate(
        'json',
        z.object({
          list: z.array(z.object({ place: z.number().int().min(1).max(5), video_id: positive })).max(5),
        }),
      ),
      async (c) => {
        const contest = await decideJury(db, requireUser(c).id, c.req.valid('json').list);
        return c.json(await winners(db, contest, c.get('user') ?? null));
      },
    )
    .get('/exist', d.exist, async (c) => c.json(await participationState(db, c.get('user')?.id)))
    .get('/exist-video', d.existVideo, async (c) =>
      c.json(await existVideo(db, await specialContest(db), c.get('user')?.id)),
    )
    .get('/my-videos', d.myVideos, signedIn, async (c) =>
      c.json(await myWorks(db, await specialContest(db), requireUser(c), false)),
    )
    .get('/my-confirm-video', d.myConfirmVideo, signedIn, async (c) =>
      c.json(await myWorks(db, await specialContest(db), requireUser(c), true)),
    )
    .get('/join-key', d.joinKey, signedIn, async (c) => c.json(await myJoinKey(db, requireUser(c).id)));
}

function writingRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .post('/', d.join, signedIn, validate('json', participationBody), async (c) =>
      c.json(await joinSpecialContest(db, requireUser(c).id, c.req.valid('json'))),
    )
    .get('/video-vote-exist', d.voteExist, signedIn, validate('query', z.object({ video_id: positive })), async (c) => {
      const { exist, vote } = await myVote(db, requireUser(c).id, c.req.valid('query').video_id);
      return c.json({
        exist,
        vote: vote && { clarity: vote.clarity, fascination: vote.fascination, scientific: vote.scientific },
      });
    })
    .post('/video-vote', d.vote, signedIn, validate('json', voteBody), async (c) => {
      return c.json(await castVote(db, await specialContest(db), requireUser(c).id, c.req.valid('json')));
    });
}

export function specialContestRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/', readingRoutes(deps))
    .route('/', writingRoutes(deps))
    .route('/', mentorRoutes(deps))
    .route('/', uploadRoutes(deps));
}
