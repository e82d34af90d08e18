// What the quiz screens read: the quiz for a viewer (public questions, the current attempt, the
// verdicts of answered questions), the result, the completed flag, and start / restart.
// A correct answer appears only for a question answered, or missed in a round whose time is up.
import { and, eq, isNotNull } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { quizAttempts } from '../../../db/schema/learning.ts';
import type { SessionUser } from '../../lib/session-service.ts';
import { attemptView, verdictOf } from './answer-service.ts';
import {
  createAttempt,
  currentAttempt,
  deadlineOf,
  progressOf,
  startRound,
  type AttemptRow,
} from './attempt-service.ts';
import { keptAnswer } from '../../lib/kept-answers.ts';
import { publicRounds, QUIZZES, quizHeader, type QuizFull } from './quiz-load.ts';
import { correctAnswerOf } from './scoring.ts';
import { nowIso, nowMs } from '../../lib/clock.ts';

function roundTimers(full: QuizFull, starts: Map<number, string>) {
  return full.rounds.map((r) => {
    const startedAt = starts.get(r.id) ?? null;
    const deadline = deadlineOf(r, startedAt ?? undefined);
    return {
      round_id: r.id,
      started_at: startedAt,
      deadline: deadline === null ? null : new Date(deadline).toISOString(),
    };
  });
}

/** The result of an attempt: score, maximum, and a verdict per question (revealed when answered or missed). */
export async function resultOf(db: Db, full: QuizFull, attempt: AttemptRow, now = nowMs()) {
  const progress = await progressOf(db, full, attempt, now);
  const questions = [...full.questions.values()].map((q) => {
    const row = progress.answers.get(q.id);
    if (row) return { ...verdictOf(q, row), round_id: q.roundId, answered: true };
    const missed = progress.finished || progress.expiredRounds.has(q.roundId);
    return {
      question_id: q.id,
      round_id: q.roundId,
      answered: false,
      answer: null,
      correct: false,
      late: false,
      correct_answer: missed ? correctAnswerOf(q) : null,
      explanation: missed ? q.explanation : null,
      answered_at: null,
    };
  });
  const current = progress.finished
    ? undefined
    : full.rounds.find(
        (r) => !progress.expiredRounds.has(r.id) && r.questions.some((q) => !progress.answers.has(q.id)),
      );
  return {
    attempt: {
      ...attemptView(attempt, progress.finished),
      current_round_id: current?.id ?? null,
      rounds: roundTimers(full, progress.starts),
    },
    /** The server's clock, so a round timer on the device can correct its own. */
    server_time: new Date(now).toISOString(),
    finished: progress.finished,
    score: questions.filter((q) => q.correct).length,
    max_score: full.questions.size,
    answered_count: progress.answers.size,
    questions,
  };
}

/** The quiz page: public rounds and questions, plus the viewer's current attempt and its verdicts. */
export async function quizForViewer(db: Db, full: QuizFull, viewer: SessionUser | null) {
  const attempt = viewer ? await currentAttempt(db, viewer.id, full.quiz.id) : undefined;
  const result = attempt ? await resultOf(db, full, attempt) : null;
  // What everyone sees of the page, kept: the viewer's attempt and verdicts are their own.
  const shown = await keptAnswer(db, QUIZZES, `page:${full.quiz.id}`, async () => ({
    ...(await quizHeader(db, full.quiz)),
    questions_count: full.questions.size,
    rounds: publicRounds(full),
  }));
  return {
    ...shown,
    attempt: result?.attempt ?? null,
    answers: result ? result.questions.filter((q) => q.answered) : [],
    result: result ? { score: result.score, max_score: result.max_score, finished: result.finished } : null,
    completed: viewer && attempt ? await isCompleted(db, full, attempt, result?.finished ?? false) : false,
    server_time: nowIso(),
  };
}

/**
 * Whether the user has finished any attempt of the quiz (all answered, or the time ran out), given their current
 * attempt (a user with none has finished none) and whether it is finished.
 */
async function isCompleted(db: Db, full: QuizFull, current: AttemptRow, currentFinished: boolean): Promise<boolean> {
  if (currentFinished) return true;
  const finished = await one(
    db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.userId, current.userId),
          eq(quizAttempts.quizId, full.quiz.id),
          isNotNull(quizAttempts.finishedAt),
        ),
      )
      .limit(1),
  );
  return finished !== undefined;
}

/** GET /quiz/{id}/get_completed: the flag, the number of attempts and the best finished score. */
export async function completedInfo(db: Db, full: QuizFull, userId: number) {
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, full.quiz.id)));
  const scores: number[] = [];
  for (const attempt of attempts) {
    const result = await resultOf(db, full, attempt);
    if (result.finished) scores.push(result.score);
  }
  return {
    completed: scores.length > 0,
    attempts: attempts.length,
    best_score: scores.length ? Math.max(...scores) : null,
    max_score: full.questions.size,
  };
}

/**
 * DELETE /quiz/{id}/start: makes sure there is a current attempt (a finished one is kept; the
 * pupil restarts explicitly) and starts the timer of `roundId`, or of the first round with a
 * question not yet answered. A timer that runs is never reset. Answers with the quiz's state.
 */
export function startQuiz(db: Db, full: QuizFull, userId: number, roundId?: number) {
  return db.transaction(async (tx) => {
    const now = nowIso();
    const attempt =
      (await currentAttempt(tx, userId, full.quiz.id)) ??
      (await createAttempt(tx, userId, full.quiz.id, undefined, now));
    const progress = await progressOf(tx, full, attempt);
    const round =
      roundId !== undefined
        ? full.rounds.find((r) => r.id === roundId)
        : full.rounds.find(
            (r) => !progress.expiredRounds.has(r.id) && r.questions.some((q) => !progress.answers.has(q.id)),
          );
    if (round && !progress.finished) await startRound(tx, attempt.id, round.id, now);
    return resultOf(tx, full, attempt);
  });
}

/** DELETE /quiz/{id}/restart: a new attempt (a new key); the old one and its answers stay for history. */
export function restartQuiz(db: Db, full: QuizFull, userId: number) {
  return db.transaction(async (tx) => resultOf(tx, full, await createAttempt(tx, userId, full.quiz.id)));
}
