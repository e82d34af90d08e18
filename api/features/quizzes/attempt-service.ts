// Quiz attempts of one user: the current one (the highest number), one found by its key (a uuid
// the server or an offline client made), a new one on restart, and the round timers. Every
// change takes a sync change version, so another device pulls the new current attempt.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { quizAnswers, quizAttempts, quizRoundStarts } from '../../../db/schema/learning.ts';
import { ROUND_GRACE_SECONDS } from '../../../sync/rules/learning.ts';
import { httpError } from '../../lib/http-error.ts';
import { nextChangeVersion } from '../../lib/change-version.ts';
import { perDb } from '../../lib/per-db.ts';
import type { QuizFull, RoundFull } from './quiz-load.ts';
import { nowIso, nowMs } from '../../lib/clock.ts';

export type AttemptRow = typeof quizAttempts.$inferSelect;
export type AnswerRow = typeof quizAnswers.$inferSelect;

type AttemptTuple = [number, number, number, string, number, string, string | null, number];

// Asked by every signed-in quiz page: built once per database (per-db.ts), every column a plain integer or text.
const statements = perDb((db) => ({
  current: db
    .select({
      id: quizAttempts.id,
      quizId: quizAttempts.quizId,
      userId: quizAttempts.userId,
      attemptKey: quizAttempts.attemptKey,
      number: quizAttempts.number,
      startedAt: quizAttempts.startedAt,
      finishedAt: quizAttempts.finishedAt,
      version: quizAttempts.version,
    })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, sql.placeholder('user')), eq(quizAttempts.quizId, sql.placeholder('quiz'))))
    .orderBy(desc(quizAttempts.number))
    .limit(1),
}));

export async function currentAttempt(db: Db, userId: number, quizId: number): Promise<AttemptRow | undefined> {
  const [row] = await db.$raw<AttemptTuple>(statements(db).current, { user: userId, quiz: quizId });
  if (!row) return undefined;
  const [id, quiz, user, attemptKey, number, startedAt, finishedAt, version] = row;
  return { id, quizId: quiz, userId: user, attemptKey, number, startedAt, finishedAt, version };
}

/** The attempt row as stored now (after an answer may have finished it). */
export async function reloadAttempt(db: Db, attempt: AttemptRow): Promise<AttemptRow> {
  return (await one(db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id)))) ?? attempt;
}

/**
 * A new attempt numbered after the current one. Call it inside the caller's transaction: the
 * number is read and then written, so two requests must not interleave between the two.
 */
export async function createAttempt(
  db: Db,
  userId: number,
  quizId: number,
  key: string = randomUUID(),
  startedAt = nowIso(),
): Promise<AttemptRow> {
  const number = ((await currentAttempt(db, userId, quizId))?.number ?? 0) + 1;
  const version = await nextChangeVersion(db, userId);
  const row = await one(
    db.insert(quizAttempts).values({ quizId, userId, attemptKey: key, number, startedAt, version }).returning(),
  );
  if (!row) throw new Error('quiz_attempts did not return the new attempt');
  return row;
}

/**
 * The attempt of `key` (made on first use), or without a key the current one (made if none).
 * Call it inside the caller's transaction (find-or-create).
 */
export async function attemptFor(
  db: Db,
  userId: number,
  quizId: number,
  key: string | undefined,
  at: string,
): Promise<AttemptRow> {
  if (key === undefined)
    return (await currentAttempt(db, userId, quizId)) ?? createAttempt(db, userId, quizId, undefined, at);
  const found = await one(
    db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.attemptKey, key))),
  );
  if (found && found.quizId !== quizId) throw httpError(400, 'Attempt belongs to another quiz');
  return found ?? createAttempt(db, userId, quizId, key, at);
}

export async function answersOf(db: Db, attemptId: number): Promise<AnswerRow[]> {
  return db.select().from(quizAnswers).where(eq(quizAnswers.attemptId, attemptId));
}

async function roundStartsOf(db: Db, attemptId: number): Promise<Map<number, string>> {
  const rows = await db.select().from(quizRoundStarts).where(eq(quizRoundStarts.attemptId, attemptId));
  return new Map(rows.map((r) => [r.roundId, r.startedAt]));
}

/** Starts the round's timer at `at` unless it already runs (one statement); returns the start that counts. */
export async function startRound(db: Db, attemptId: number, roundId: number, at: string): Promise<string> {
  await db.insert(quizRoundStarts).values({ attemptId, roundId, startedAt: at }).onConflictDoNothing();
  return (await roundStartsOf(db, attemptId)).get(roundId) ?? at;
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

export async function progressOf(db: Db, full: QuizFull, attempt: AttemptRow, now = nowMs()): Promise<AttemptProgress> {
  const answers = new Map((await answersOf(db, attempt.id)).map((a) => [a.questionId, a]));
  const starts = await roundStartsOf(db, attempt.id);
  const expiredRounds = new Set(
    full.rounds.filter((r) => isPastDeadline(deadlineOf(r, starts.get(r.id)), now)).map((r) => r.id),
  );
  const finished =
    attempt.finishedAt !== null ||
    [...full.questions.values()].every((q) => answers.has(q.id) || expiredRounds.has(q.roundId));
  return { answers, starts, expiredRounds, finished };
}

/**
 * Marks the attempt finished once every question has an answer (a new version for pull). Call it
 * inside the transaction that stored the answer, so the count sees every answer of the attempt.
 */
export async function finishIfComplete(db: Db, full: QuizFull, attempt: AttemptRow): Promise<void> {
  if (attempt.finishedAt !== null) return;
  if ((await answersOf(db, attempt.id)).length < full.questions.size) return;
  const version = await nextChangeVersion(db, attempt.userId);
  await db
    .update(quizAttempts)
    .set({ finishedAt: nowIso(), version })
    .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.finishedAt)));
}
