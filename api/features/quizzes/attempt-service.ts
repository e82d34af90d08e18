// Quiz attempts of one user: the current one (the highest number), one found by its key (a uuid
// the server or an offline client made), a new one on restart, and the round timers. Every
// change takes a sync change version, so another device pulls the new current attempt.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { quizAnswers, quizAttempts, quizRoundStarts } from '../../../db/schema/learning.ts';
import { ROUND_GRACE_SECONDS } from '../../../sync/rules/learning.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import type { QuizFull, RoundFull } from './quiz-load.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;

export function currentAttempt(db: Db, userId: number, quizId: number): AttemptRow | undefined {
  return db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quizId)))
    .orderBy(desc(quizAttempts.number))
    .limit(1)
    .get();
}

/** The attempt row as stored now (after an answer may have finished it). */
export function reloadAttempt(db: Db, attempt: AttemptRow): AttemptRow {
  return db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id)).get() ?? attempt;
}

export function createAttempt(
  db: Db,
  userId: number,
  quizId: number,
  key: string = randomUUID(),
  startedAt = new Date().toISOString(),
): AttemptRow {
  const number = (currentAttempt(db, userId, quizId)?.number ?? 0) + 1;
  return db
    .insert(quizAttempts)
    .values({ quizId, userId, attemptKey: key, number, startedAt, version: nextChangeVersion(db) })
    .returning()
    .get();
}

/** The attempt of `key` (made on first use), or without a key the current one (made if none). */
export function attemptFor(db: Db, userId: number, quizId: number, key: string | undefined, at: string): AttemptRow {
  if (key === undefined) return currentAttempt(db, userId, quizId) ?? createAttempt(db, userId, quizId, undefined, at);
  const found = db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptKey, key)))
    .get();
  if (found && found.quizId !== quizId) throw httpError(400, 'Attempt belongs to another quiz');
  return found ?? createAttempt(db, userId, quizId, key, at);
}

export function answersOf(db: Db, attemptId: number): AnswerRow[] {
  return db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId)).all();
}

function roundStartsOf(db: Db, attemptId: number): Map<number, string> {
  const rows = db.select().from(quizRoundStarts).where(eq(quizRoundStarts.attemptId, attemptId)).all();
  return new Map(rows.map((r) => [r.roundId, r.startedAt]));
}

/** Starts the round's timer at `at` unless it already runs; returns the start that counts. */
export function startRound(db: Db, attemptId: number, roundId: number, at: string): string {
  db.insert(quizRoundStarts).values({ attemptId, roundId, startedAt: at }).onConflictDoNothing().run();
  return roundStartsOf(db, attemptId).get(roundId) ?? at;
}

/** The round's deadline in ms (start + limit), or null for a round without a limit or not started. */
export function deadlineOf(round: Pick<RoundFull, 'timeLimit'>, startedAt: string | undefined): number | null {
  if (round.timeLimit === null || startedAt === undefined) return null;
  return Date.parse(startedAt) + round.timeLimit * 1000;
}

/** Whether a moment (ms) is past the deadline and its grace. */
export function isPastDeadline(deadline: number | null, at: number): boolean {
  return deadline !== null && at > deadline + ROUND_GRACE_SECONDS * 1000;
}

export interface AttemptProgress {
  answers: Map<number, AnswerRow>;
  starts: Map<number, string>;
  /** Rounds whose time is up (their unanswered questions are missed and revealed). */
  expiredRounds: Set<number>;
  finished: boolean;
}

export function progressOf(db: Db, full: QuizFull, attempt: AttemptRow, now = Date.now()): AttemptProgress {
  const answers = new Map(answersOf(db, attempt.id).map((a) => [a.questionId, a]));
  const starts = roundStartsOf(db, attempt.id);
  const expiredRounds = new Set(
    full.rounds.filter((r) => isPastDeadline(deadlineOf(r, starts.get(r.id)), now)).map((r) => r.id),
  );
  const finished =
    attempt.finishedAt !== null ||
    [...full.questions.values()].every((q) => answers.has(q.id) || expiredRounds.has(q.roundId));
  return { answers, starts, expiredRounds, finished };
}

/** Marks the attempt finished once every question has an answer (a new version for pull). */
export function finishIfComplete(db: Db, full: QuizFull, attempt: AttemptRow): void {
  if (attempt.finishedAt !== null) return;
  if (answersOf(db, attempt.id).length < full.questions.size) return;
  db.update(quizAttempts)
    .set({ finishedAt: new Date().toISOString(), version: nextChangeVersion(db) })
    .where(eq(quizAttempts.id, attempt.id))
    .run();
}
