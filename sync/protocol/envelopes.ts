// Envelopes of POST /api/sync/push and GET /api/sync/pull (valibot: this runs in the
// browser too). Rules, after Replicache: mutation ids are per client and increase by one;
// the server applies them in order, each in a transaction that also stores the client's
// last applied id; an id already applied is skipped; an id past the next expected -> 409.
import * as v from 'valibot';

export const mutationEnvelope = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  args: v.unknown(),
  at: v.pipe(v.string(), v.isoTimestamp()),
});
export type MutationEnvelope = v.InferOutput<typeof mutationEnvelope>;

const MAX_MUTATIONS_PER_PUSH = 100;

/**
 * The push body. Members are checked one by one with `mutationEnvelope` (the server rejects a
 * malformed member alone, so one bad row never blocks a queue); the server uses this same schema.
 */
export const pushRequest = v.object({
  client_id: v.pipe(v.string(), v.uuid()),
  protocol_version: v.optional(v.number()),
  mutations: v.pipe(v.array(v.unknown()), v.maxLength(MAX_MUTATIONS_PER_PUSH)),
});
export type PushRequest = Omit<v.InferOutput<typeof pushRequest>, 'mutations'> & { mutations: MutationEnvelope[] };

const mutationResult = v.object({
  id: v.number(),
  status: v.picklist(['applied', 'rejected']),
  detail: v.optional(v.string()),
  /** What the server decided, for the device store at once (e.g. a quiz verdict); see the module's `result`. */
  value: v.optional(v.unknown()),
  /**
   * An applied set-style mutation that changed nothing because a newer action (by its clamped time)
   * had set the state: the device takes the server's state in its next pull. Older clients, which
   * drop the field, treat it as applied and still pull the server's state.
   */
  superseded: v.optional(v.literal(true)),
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

/**
 * Pull: the user's state changed since `cookie`, one array per section. Each feature declares its
 * section's key and item schema (sync/mutations/*-client.ts), so the envelope checks only the
 * cookie; a client ignores sections it does not know.
 */
export const pullResponse = v.looseObject({ cookie: v.number() });
export type PullResponse = { cookie: number } & Record<string, unknown>;

export { PUSH_BATCH_SIZE } from './push-limits.ts';
