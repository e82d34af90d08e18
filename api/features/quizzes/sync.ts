// Quizzes in sync: the 'quiz-answer' push handler (its result carries the verdict, so the device
// shows it at once) and the 'quiz_attempts' / 'quiz_answers' pull sections.
import { httpError } from '../../lib/http-error.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { recordAnswer } from './answer-service.ts';
import { quizChangesSince } from './changes.ts';
import { loadQuiz } from './quiz-load.ts';

export const quizzesSync = defineSyncFeature({
  name: 'quizzes',
  handlers: [
    // quiz-answer: the first answer to a question in an attempt (by the client's attempt_key)
    // stands; a replay or a second answer changes nothing and answers the stored verdict.
    // Timed rounds: judged by server time when pushed at once, by the device's own start and
    // answer times when it was answered offline (answer-timing.ts).
    defineHandler('quiz-answer', async ({ db, userId, at, clientAt, receivedAt }, args) => {
      const full = await loadQuiz(db, { id: args.quiz_id });
      if (!full) throw httpError(404, 'Quiz not found');
      const device = { answeredAt: clientAt, roundStartedAt: args.started_at };
      const verdict = await recordAnswer(db, userId, full, {
        questionId: args.question_id,
        answer: args.answer,
        attemptKey: args.attempt_key,
        at,
        receivedAt,
        device,
      });
      return {
        correct: verdict.correct,
        late: verdict.late,
        correct_answer: verdict.correct_answer,
        explanation: verdict.explanation,
      };
    }),
  ],
  changesSince: quizChangesSince,
});
