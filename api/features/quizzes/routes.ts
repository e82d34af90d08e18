// /quiz: catalogue, banner, one quiz by id or slug (never with correct answers), the viewer's
// result and completed flag, answering, and DELETE /start (start the attempt and round timer)
// and /restart (a new attempt). Answering, start and restart need a signed-in user.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../../context.ts';
import { httpError } from '../../lib/http-error.ts';
import { requireUser } from '../../lib/require-user.ts';
import { validate } from '../../lib/validate.ts';
import { MAX_TEXT_ANSWER } from '../../../sync/rules/learning.ts';
import { intList } from '../../lib/query-params.ts';
import { recordAnswer } from './answer-service.ts';
import { currentAttempt } from './attempt-service.ts';
import { privateWhenSignedIn } from '../../middleware/private-cache.ts';
import { bannerQuiz, listQuizzes } from './catalog-service.ts';
import { keptQuiz, loadQuiz } from './quiz-load.ts';
import { completedInfo, quizForViewer, restartQuiz, resultOf, startQuiz } from './view-service.ts';
import { quizDocs as d } from './openapi.ts';
import { nowIso } from '../../lib/clock.ts';
import { FOR_A_MINUTE, publicAnswerCache } from '../../middleware/public-answer-cache.ts';

/** A REST answer is received and judged at once: the server's clock. */
function serverTimed() {
  const now = nowIso();
  return { at: now, receivedAt: now };
}

const idParam = z.object({ id: z.coerce.number().int().positive() });
const catalogQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(18),
  offset: z.coerce.number().int().min(0).default(0),
  difficulty: intList,
  quiz_difficulty_id: intList,
  topic: z.coerce.number().int().positive().optional(),
});
const positiveId = z.number().int().positive();
const answerInput = z.object({
  question_id: positiveId,
  answer: z.union([positiveId, z.array(positiveId).min(1).max(50), z.string().min(1).max(MAX_TEXT_ANSWER)]),
  attempt_key: z.uuid().optional(),
  /** Another name of attempt_key. */
  attempt: z.uuid().optional(),
});
const startQuery = z.object({ round_id: z.coerce.number().int().positive().optional() });

export function quizRoutes(deps: AppDeps) {
  const { db } = deps;
  const quizOr404 = async (id: number) => {
    const full = await loadQuiz(db, { id });
    if (!full) throw httpError(404, 'Quiz not found');
    return full;
  };
  return new Hono<AppEnv>()
    .use('*', publicAnswerCache(deps.db, FOR_A_MINUTE))
    .use(privateWhenSignedIn)
    .get('/catalog', d.catalog, validate('query', catalogQuery), async (c) => {
      const q = c.req.valid('query');
      const difficulty = [...(q.difficulty ?? []), ...(q.quiz_difficulty_id ?? [])];
      return c.json(
        await listQuizzes(db, { limit: q.limit, offset: q.offset, difficulty, topic: q.topic }, c.get('user')),
      );
    })
    .get('/get_for_banner', d.banner, async (c) => c.json({ quiz: await bannerQuiz(db, c.get('user')) }))
    .get('/slug/:slug', d.bySlug, validate('param', z.object({ slug: z.string().min(1).max(200) })), async (c) => {
      const full = await keptQuiz(db, { slug: c.req.valid('param').slug });
      if (!full) throw httpError(404, 'Quiz not found');
      return c.json(await quizForViewer(db, full, c.get('user')));
    })
    .get('/:id', d.byId, validate('param', idParam), async (c) => {
      const full = await keptQuiz(db, { id: c.req.valid('param').id });
      if (!full) throw httpError(404, 'Quiz not found');
      return c.json(await quizForViewer(db, full, c.get('user')));
    })
    .get('/:id/get_completed', d.completed, validate('param', idParam), async (c) => {
      const full = await quizOr404(c.req.valid('param').id);
      const user = c.get('user');
      if (!user) return c.json({ completed: false, attempts: 0, best_score: null, max_score: full.questions.size });
      return c.json(await completedInfo(db, full, user.id));
    })
    .get('/:id/result', d.result, validate('param', idParam), async (c) => {
      const full = await quizOr404(c.req.valid('param').id);
      const user = requireUser(c);
      const attempt = await currentAttempt(db, user.id, full.quiz.id);
      if (!attempt) throw httpError(404, 'Quiz not started');
      return c.json(await resultOf(db, full, attempt));
    })
    .post('/:id/answer', d.answer, validate('param', idParam), validate('json', answerInput), async (c) => {
      const full = await quizOr404(c.req.valid('param').id);
      const user = requireUser(c);
      const input = c.req.valid('json');
      return c.json(
        await recordAnswer(db, user.id, full, {
          questionId: input.question_id,
          answer: input.answer,
          attemptKey: input.attempt_key ?? input.attempt,
          ...serverTimed(),
        }),
      );
    })
    .delete('/:id/start', d.start, validate('param', idParam), validate('query', startQuery), async (c) => {
      const full = await quizOr404(c.req.valid('param').id);
      const user = requireUser(c);
      const { round_id: roundId } = c.req.valid('query');
      if (roundId !== undefined && !full.rounds.some((r) => r.id === roundId)) throw httpError(404, 'Round not found');
      return c.json(await startQuiz(db, full, user.id, roundId));
    })
    .delete('/:id/restart', d.restart, validate('param', idParam), async (c) => {
      const full = await quizOr404(c.req.valid('param').id);
      return c.json(await restartQuiz(db, full, requireUser(c).id));
    });
}
