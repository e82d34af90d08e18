// Records a quiz answer, alike for POST /quiz/{id}/answer and the sync mutation 'quiz-answer'.
// Rule: the first answer to a question in an attempt stands; a replay or a second answer changes
// nothing and gets the stored verdict. In a round with a time limit the timer starts at the first
// answer if /start was not called; an answer past the deadline (+ grace) is stored as late and
// not correct. Which clock judges it: answer-timing.ts (server time online, the device's own
// times of the attempt offline, impossible claims refused).
import { one, type Db } from '../../../db/store.ts';
import { quizAnswers } from '../../../db/schema/learning.ts';
import type { QuizAnswerValue } from '../../../sync/rules/learning.ts';
import { emitActivityEvent } from '../../lib/activity-events.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { isLate, offlineTimes, type AnswerTiming } from './answer-timing.ts';
import {
  answersOf,
  attemptFor,
  finishIfComplete,
  progressOf,
  reloadAttempt,
  type AnswerRow,
  type AttemptRow,
} from './attempt-service.ts';
import type { QuestionFull, QuizFull } from './quiz-load.ts';
import { checkAnswerShape, correctAnswerOf, isCorrect } from './scoring.ts';

export interface AnswerInput extends AnswerTiming {
  questionId: number;
  answer: QuizAnswerValue;
  attemptKey?: string;
  /** ISO time of the answer as stored: the server's for REST, the (clamped) client's for sync. */
  at: string;
}

/** The verdict of one answered question: safe to show, the question is answered. */
export function verdictOf(question: QuestionFull, row: AnswerRow) {
  return {
    question_id: question.id,
    answer: row.answer,
    correct: row.correct,
    late: row.late,
    correct_answer: correctAnswerOf(question),
    explanation: question.explanation,
    answered_at: row.answeredAt,
  };
}

export function attemptView(attempt: AttemptRow, finished: boolean) {
  return { key: attempt.attemptKey, number: attempt.number, started_at: attempt.startedAt, finished };
}

/** Stores the answer (in one transaction) and answers with the verdict and the running score. */
export function recordAnswer(db: Db, userId: number, full: QuizFull, input: AnswerInput) {
  // One transaction from finding the attempt to finishing it: "first answer stands" and "finish on the
  // last answer" read and then write, so a second answer must not interleave. The quiz.finished event's
  // outbox row commits with the answer that finished it (domain-events.ts).
  return db.transaction(async (tx) => {
    const question = full.questions.get(input.questionId);
    if (!question) throw httpError(404, 'Question not found');
    checkAnswerShape(question, input.answer);
    // An attempt first seen through an offline answer starts when the device started it.
    const offline = offlineTimes(input);
    const attempt = await attemptFor(
      tx,
      userId,
      full.quiz.id,
      input.attemptKey,
      offline ? new Date(offline.startedMs).toISOString() : input.at,
    );
    const existing = (await answersOf(tx, attempt.id)).find((a) => a.questionId === question.id);
    const row = existing ?? (await insertAnswer(tx, userId, full, attempt, question, input));
    const progress = await progressOf(tx, full, await reloadAttempt(tx, attempt));
    const score = [...progress.answers.values()].filter((a) => a.correct).length;
    const result = {
      ...verdictOf(question, row),
      repeated: existing !== undefined,
      attempt: attemptView(attempt, progress.finished),
      score,
      max_score: full.questions.size,
    };
    if (!result.repeated && result.attempt.finished)
      await emitActivityEvent(tx, 'quiz.finished', { userId, quizId: full.quiz.id, score, maxScore: result.max_score });
    return result;
  });
}

/** The first answer to the question in this attempt, judged, and the attempt finished if it was the last. */
async function insertAnswer(
  tx: Db,
  userId: number,
  full: QuizFull,
  attempt: AttemptRow,
  question: QuestionFull,
  input: AnswerInput,
): Promise<AnswerRow> {
  const round = full.rounds.find((r) => r.id === question.roundId);
  const late = round ? await isLate(tx, attempt, round, input) : false;
  const version = await nextChangeVersion(tx, userId);
  const row = await one(
    tx
      .insert(quizAnswers)
      .values({
        attemptId: attempt.id,
        questionId: question.id,
        userId,
        quizId: full.quiz.id,
        answer: input.answer,
        correct: !late && isCorrect(question, input.answer),
        late,
        clientAt: input.at,
        version,
      })
      .returning(),
  );
  if (!row) throw new Error('quiz_answers did not return the new answer');
  await finishIfComplete(tx, full, attempt);
  return row;
}
