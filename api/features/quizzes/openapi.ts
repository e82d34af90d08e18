// OpenAPI descriptions of the quiz routes (routes.ts).
import { z } from 'zod';
import { describer } from '../../lib/openapi.ts';
import { card, id, maybeText, pageOf, text } from '../../lib/openapi-shapes.ts';

const doc = describer('quizzes');

const attempt = z.looseObject({ key: text, number: z.number().int(), started_at: text, finished: z.boolean() });
const verdict = z.looseObject({
  question_id: id,
  correct: z.boolean(),
  late: z.boolean(),
  explanation: maybeText.optional(),
});
/** The viewer's attempt with every question's state (GET result, start, restart). */
const result = z.looseObject({
  attempt: attempt.extend({ current_round_id: id.nullable(), rounds: z.array(z.looseObject({ round_id: id })) }),
  server_time: text,
  finished: z.boolean(),
  score: z.number().int(),
  max_score: z.number().int(),
  answered_count: z.number().int(),
  questions: z.array(z.looseObject({ question_id: id })),
});
const quiz = card.extend({
  questions_count: z.number().int(),
  rounds: z.array(z.looseObject({ id })),
  attempt: z.looseObject({}).nullable(),
  answers: z.array(verdict),
  result: z.looseObject({ score: z.number().int(), max_score: z.number().int(), finished: z.boolean() }).nullable(),
  completed: z.boolean(),
  server_time: text,
});

export const quizDocs = {
  catalog: doc('Quizzes, paged, by difficulty and topic', { ok: pageOf(card) }),
  banner: doc('The quiz for the home banner', { ok: z.looseObject({ quiz: card.nullable() }) }),
  bySlug: doc('One quiz by slug (never with correct answers)', { ok: quiz, errors: [404] }),
  byId: doc('One quiz by id (never with correct answers)', { ok: quiz, errors: [404] }),
  completed: doc('Whether the viewer has finished the quiz, attempts and best score', {
    ok: z.looseObject({
      completed: z.boolean(),
      attempts: z.number().int(),
      best_score: z.number().int().nullable(),
      max_score: z.number().int(),
    }),
    errors: [404],
  }),
  result: doc("The viewer's current attempt and verdicts", { ok: result, auth: 'user', errors: [404] }),
  answer: doc('Answer one question; the verdict and the running score', {
    ok: verdict.extend({ repeated: z.boolean(), attempt, score: z.number().int(), max_score: z.number().int() }),
    auth: 'user',
    errors: [404],
  }),
  start: doc('Start the attempt and the timer of a round', { ok: result, auth: 'user', errors: [404] }),
  restart: doc('Start a new attempt', { ok: result, auth: 'user', errors: [404] }),
};
