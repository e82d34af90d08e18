// Device rows of course progress and quiz answers: their keys (per owner, so a shared
// device keeps each pupil's own) and how a pull merges into them. States only move forward,
// and a verdict from the server always replaces a pending local answer.
import type { PullResponse } from '../protocol/envelopes.ts';
import { stepStateRank, type QuizAnswerValue, type StepState } from '../rules/learning.ts';
import type { CourseProgressRow, QuizAnswerRow } from './local-schema.ts';

export const progressKey = (owner: string, courseId: number, stepId: number) => `${owner}:${courseId}:${stepId}`;
export const quizAnswerKey = (owner: string, attemptKey: string, questionId: number) => `${owner}:${attemptKey}:${questionId}`;
/** syncMeta key of the attempt this device answers in for a quiz. */
export const quizAttemptMetaKey = (owner: string, quizId: number) => `quiz-attempt:${owner}:${quizId}`;

export interface QuizVerdict { correct: boolean; late: boolean; correctAnswer: QuizAnswerValue | null; explanation?: string | null }

/** The later of two states (a completed step never goes back). */
export function laterState(a: StepState, b: StepState): StepState {
  return stepStateRank(a) >= stepStateRank(b) ? a : b;
}

function isStepState(value: string): value is StepState {
  return value === 'not_started' || value === 'in_progress' || value === 'completed';
}

/** A progress row after merging `state` into `existing` (forward only). */
export function mergeProgress(existing: CourseProgressRow | undefined, next: CourseProgressRow): CourseProgressRow {
  if (!existing || !isStepState(existing.state) || !isStepState(next.state)) return next;
  const state = laterState(existing.state, next.state);
  return state === existing.state && existing.state !== next.state ? existing : { ...existing, ...next, state };
}

export function pulledProgressRows(owner: string, response: PullResponse): CourseProgressRow[] {
  return (response.course_steps ?? []).map((s) => ({
    key: progressKey(owner, s.course_id, s.step_id), courseId: s.course_id, stepId: s.step_id, state: s.state, updatedAt: s.updated_at,
  }));
}

export function pulledAnswerRows(owner: string, response: PullResponse): QuizAnswerRow[] {
  return (response.quiz_answers ?? []).map((a) => ({
    key: quizAnswerKey(owner, a.attempt_key, a.question_id),
    quizId: a.quiz_id,
    questionId: a.question_id,
    answer: a.answer,
    verdict: { correct: a.correct, late: a.late, correctAnswer: a.correct_answer } satisfies QuizVerdict,
    answeredAt: a.answered_at,
  }));
}

export interface AttemptMeta { key: string; number: number }

/** The attempt a pull makes current: a newer number than the device's wins. */
export function pulledAttempts(response: PullResponse): Map<number, AttemptMeta> {
  const latest = new Map<number, AttemptMeta>();
  for (const a of response.quiz_attempts ?? []) {
    const known = latest.get(a.quiz_id);
    if (!known || a.number > known.number) latest.set(a.quiz_id, { key: a.attempt_key, number: a.number });
  }
  return latest;
}

export function isAttemptMeta(value: unknown): value is AttemptMeta {
  return typeof value === 'object' && value !== null && 'key' in value && typeof value.key === 'string' && 'number' in value && typeof value.number === 'number';
}

/** Whether a server attempt should replace the one the device holds. */
export function attemptWins(held: AttemptMeta | undefined, incoming: AttemptMeta): boolean {
  return !held || incoming.number > held.number;
}
