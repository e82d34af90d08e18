// course-step-set and quiz-answer: the outbox's learning mutations (args checked on both sides).
// course-step-set conflict rule: states only move forward (not_started < in_progress <
// completed), so a completed step never goes back; between equal states the newest client time
// (`at` of the envelope) is kept; a step that is locked on the server is rejected.
// quiz-answer conflict rule: the first answer to a question in an attempt stands; a replay or a
// second answer changes nothing. `attempt_key` is a uuid made by the client (or taken from
// GET /quiz/{id}), so answers given offline land in one attempt.
import * as v from 'valibot';
import { MAX_TEXT_ANSWER } from '../rules/learning.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1));

export const courseStepSetArgs = v.object({
  course_id: positiveId,
  step_id: positiveId,
  state: v.picklist(['completed', 'in_progress']),
});

export const quizAnswerValue = v.union([
  positiveId,
  v.pipe(v.array(positiveId), v.minLength(1), v.maxLength(50)),
  v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TEXT_ANSWER)),
]);

export const quizAnswerArgs = v.object({
  quiz_id: positiveId,
  question_id: positiveId,
  answer: quizAnswerValue,
  attempt_key: v.pipe(v.string(), v.uuid()),
  /**
   * When this device started the question's timed round (its own clock). Sent with every answer
   * in a timed round so an answer made offline can be judged from the device's own times.
   */
  started_at: v.optional(v.pipe(v.string(), v.isoTimestamp())),
});
