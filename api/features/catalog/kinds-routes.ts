// GET /catalog/course, /catalog/quizz and /catalog/contest (version 2 catalogue calls):
// cards of one kind with paging; the quiz list takes quiz_difficulty_id, both take topics.
// GET /catalog/course-slide: the catalogue's course slider, the same course cards (paging only).
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { validate } from '../../lib/validate.ts';
import { listKind } from './kinds-service.ts';
import { intList, pagingQuery } from './query-schema.ts';
import { catalogDocs as d } from './openapi.ts';

const kindQuery = pagingQuery.extend({
  topics: intList, quiz_difficulty_id: intList,
  contest_active_id: z.coerce.number().int().min(1).max(2).optional(),
  contest_participate_type: z.coerce.number().int().min(1).max(3).optional(),
});

export function catalogKindRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  for (const [path, kind] of [['/course', 'COURSE'], ['/quizz', 'QUIZZ'], ['/contest', 'CONTEST']] as const) {
    app.get(path, d.kind, validate('query', kindQuery), (c) => {
      const q = c.req.valid('query');
      return c.json(listKind(deps.db, kind, { limit: q.limit, offset: q.offset, topics: q.topics, quizDifficultyIds: q.quiz_difficulty_id,
        contestActiveId: q.contest_active_id, contestParticipateType: q.contest_participate_type }, c.get('user')));
    });
  }
  app.get('/course-slide', d.courseSlide, validate('query', pagingQuery), (c) => {
    const q = c.req.valid('query');
    return c.json(listKind(deps.db, 'COURSE', { limit: q.limit, offset: q.offset }, c.get('user')));
  });
  return app;
}
