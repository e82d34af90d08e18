// Envelopes of POST /api/sync/push and GET /api/sync/pull (valibot: this runs in the
// browser too). Rules, after Replicache: mutation ids are per client and increase by one;
// the server applies them in order, each in a transaction that also stores the client's
// last applied id; an id already applied is skipped; an id past the next expected -> 409.
import * as v from 'valibot';
import { quizAnswerValue } from '../mutations/learning.ts';
import { STEP_STATES } from '../rules/learning.ts';

export const mutationEnvelope = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  args: v.unknown(),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type MutationEnvelope = v.InferOutput<typeof mutationEnvelope>;

export const pushRequest = v.object({
  client_id: v.pipe(v.string(), v.uuid()),
  protocol_version: v.optional(v.number()),
  mutations: v.pipe(v.array(mutationEnvelope), v.maxLength(100)),
});
export type PushRequest = v.InferOutput<typeof pushRequest>;

export const mutationResult = v.object({
  id: v.number(),
  status: v.picklist(['applied', 'rejected']),
  detail: v.optional(v.string()),
});
export type MutationResult = v.InferOutput<typeof mutationResult>;

export const pushResponse = v.object({
  last_mutation_id: v.number(),
  results: v.array(mutationResult),
});
export type PushResponse = v.InferOutput<typeof pushResponse>;

/** 409 body: the client skipped ids; it must resend from last_mutation_id + 1. */
export const pushGapResponse = v.object({
  detail: v.string(),
  last_mutation_id: v.number(),
});

/** Pull: the user's own state changed since `cookie`; each feature adds its list. */
export const pullResponse = v.object({
  cookie: v.number(),
  bookmarks: v.array(
    v.object({ type: v.string(), id: v.number(), on: v.boolean(), updated_at: v.string() }),
  ),
  /** Course step states (optional: older servers omit it). */
  course_steps: v.optional(
    v.array(v.object({ course_id: v.number(), step_id: v.number(), state: v.picklist(STEP_STATES), updated_at: v.string() })),
  ),
  /** Quiz attempts (a restart on one device makes a new current attempt on the others). */
  quiz_attempts: v.optional(
    v.array(v.object({ quiz_id: v.number(), attempt_key: v.string(), number: v.number(), started_at: v.string(), finished_at: v.nullable(v.string()) })),
  ),
  /** Quiz answers with the server's verdict and the correct answer (revealed once answered). */
  quiz_answers: v.optional(
    v.array(
      v.object({
        quiz_id: v.number(),
        question_id: v.number(),
        attempt_key: v.string(),
        answer: quizAnswerValue,
        correct: v.boolean(),
        late: v.boolean(),
        correct_answer: quizAnswerValue,
        answered_at: v.string(),
      }),
    ),
  ),
  /** Saved podcast positions (seconds; 0 = cleared). */
  audio_positions: v.optional(v.array(v.object({ audio_id: v.number(), position: v.number(), updated_at: v.string() }))),
});
export type PullResponse = v.InferOutput<typeof pullResponse>;

export const PUSH_BATCH_SIZE = 50;
