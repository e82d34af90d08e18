// The push and pull envelopes checked on the server with zod. They mirror the valibot
// envelopes of sync/protocol/envelopes.ts field for field (the browser checks with those);
// mutation args are not checked here but by each name's shared schema in the handler registry.
import { ISO_TIMESTAMP_REGEX, UUID_REGEX } from 'valibot';
import { z } from 'zod';

/** As pushRequest's maxLength in envelopes.ts. */
const MAX_MUTATIONS_PER_PUSH = 100;

export const mutationInput = z.object({
  id: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  name: z.string().min(1).max(64),
  args: z.unknown(),
  // valibot's own patterns: whatever the browser accepted when queueing, the server accepts too.
  at: z.string().regex(ISO_TIMESTAMP_REGEX),
});
export type MutationInput = z.output<typeof mutationInput>;

export const pushInput = z.object({
  client_id: z.string().regex(UUID_REGEX),
  protocol_version: z.number().optional(),
  mutations: z.array(mutationInput).max(MAX_MUTATIONS_PER_PUSH),
});
export type PushInput = z.output<typeof pushInput>;

/** cookie=0 or no cookie asks for everything. */
export const pullQuery = z.object({
  cookie: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).default(0)),
});
