// Device rows of course progress and quiz answers: their keys (per owner, so a shared
// device keeps each pupil's own) and the merge rules. States only move forward, and a verdict
// from the server always replaces a pending local answer.
import * as v from 'valibot';
import { STEP_STATES, stepStateRank, type QuizAnswerValue, type StepState } from '../rules/learning.ts';
import type { CourseProgressRow, QuizAnswerRow } from '../client/local-schema.ts';
import { quizAnswerValue } from './learning.ts';

export const progressKey = (owner: string, courseId: number, stepId: number) => `${owner}:${courseId}:${stepId}`;
export const quizAnswerKey = (owner: string, attemptKey: string, questionId: number) =>
  `${owner}:${attemptKey}:${questionId}`;
/** syncMeta key of the attempt this device answers in for a quiz. */
export const quizAttemptMetaKey = (owner: string, quizId: number) => `quiz-attempt:${owner}:${quizId}`;

/** What the device keeps of the server's verdict on one answer (a push result, a pull, GET /quiz/{id}). */
export const quizVerdict = v.object({
  correct: v.boolean(),
  late: v.boolean(),
  correctAnswer: v.nullable(quizAnswerValue),
  explanation: v.optional(v.nullable(v.string())),
});
export type QuizVerdict = v.InferOutput<typeof quizVerdict>;

/** The server's verdict fields, as every answer of it spells them (snake_case on the wire). */
export interface VerdictFields {
  correct: boolean;
  late: boolean;
  correct_answer?: QuizAnswerValue | null;
}

/** The one mapping from the server's verdict to the device's; `explanation` is kept only when given. */
export function verdictOf(a: VerdictFields, explanation?: string | null): QuizVerdict {
  const verdict: QuizVerdict = { correct: a.correct, late: a.late, correctAnswer: a.correct_answer ?? null };
  return explanation === undefined ? verdict : { ...verdict, explanation };
}

/** The later of two states (a completed step never goes back). */
export function laterState(a: StepState, b: StepState): StepState {
  return stepStateRank(a) >= stepStateRank(b) ? a : b;
}

export function isStepState(value: string | undefined): value is StepState {
  return value === 'not_started' || value === 'in_progress' || value === 'completed';
}

/** A progress row after merging `next` into `existing` (forward only). */
export function mergeProgress(existing: CourseProgressRow | undefined, next: CourseProgressRow): CourseProgressRow {
  if (!existing || !isStepState(existing.state) || !isStepState(next.state)) return next;
  const state = laterState(existing.state, next.state);
  return state === existing.state && existing.state !== next.state ? existing : { ...existing, ...next, state };
}

export const courseStepItem = v.object({
  course_id: v.number(),
  step_id: v.number(),
  state: v.picklist(STEP_STATES),
  updated_at: v.string(),
});
export const quizAttemptItem = v.object({
  quiz_id: v.number(),
  attempt_key: v.string(),
  number: v.number(),
  started_at: v.string(),
  finished_at: v.nullable(v.string()),
});
export const quizAnswerItem = v.object({
  quiz_id: v.number(),
  question_id: v.number(),
  attempt_key: v.string(),
  answer: quizAnswerValue,
  correct: v.boolean(),
  late: v.boolean(),
  correct_answer: quizAnswerValue,
  answered_at: v.string(),
});

export function pulledProgressRows(
  owner: string,
  items: readonly v.InferOutput<typeof courseStepItem>[],
): CourseProgressRow[] {
  return items.map((s) => ({
    key: progressKey(owner, s.course_id, s.step_id),
    courseId: s.course_id,
    stepId: s.step_id,
    state: s.state,
    updatedAt: s.updated_at,
  }));
}

export function pulledAnswerRows(
  owner: string,
  items: readonly v.InferOutput<typeof quizAnswerItem>[],
): QuizAnswerRow[] {
  return items.map((a) => ({
    key: quizAnswerKey(owner, a.attempt_key, a.question_id),
    quizId: a.quiz_id,
    questionId: a.question_id,
    answer: a.answer,
    verdict: verdictOf(a),
    answeredAt: a.answered_at,
  }));
}

export interface AttemptMeta {
  key: string;
  number: number;
}

/** The attempt a pull makes current: a newer number than the device's wins. */
export function pulledAttempts(items: readonly v.InferOutput<typeof quizAttemptItem>[]): Map<number, AttemptMeta> {
  const latest = new Map<number, AttemptMeta>();
  for (const a of items) {
    const known = latest.get(a.quiz_id);
    if (!known || a.number > known.number) latest.set(a.quiz_id, { key: a.attempt_key, number: a.number });
  }
  return latest;
}

export function isAttemptMeta(value: unknown): value is AttemptMeta {
  return (
    typeof value === 'object' &&
    value !== null &&
    'key' in value &&
    typeof value.key === 'string' &&
    'number' in value &&
    typeof value.number === 'number'
  );
}

/** Whether a server attempt should replace the one the device holds. */
export function attemptWins(held: AttemptMeta | undefined, incoming: AttemptMeta): boolean {
  return !held || incoming.number > held.number;
}
