// Reading a push on the server with the shared valibot schemas of sync/protocol/envelopes.ts (one
// schema per payload: the browser builds with the same ones). The body is checked whole, then
// each mutation on its own: a malformed member is rejected alone, with a detail, so one bad row
// never blocks a queue. Only a member without a usable id fails the whole push (400).
import * as v from 'valibot';
import { z } from 'zod';
import {
  mutationEnvelope,
  pushRequest,
  type MutationEnvelope,
  type PushRequest,
} from '../../../sync/protocol/envelopes.ts';

const INVALID_MUTATION_DETAIL = 'Invalid mutation';

export type Member = { ok: true; mutation: MutationEnvelope } | { ok: false; id: number; name: string; detail: string };
export interface PushInput {
  client_id: string;
  protocol_version?: number;
  members: Member[];
}

function usableId(raw: unknown): number | null {
  if (typeof raw !== 'object' || raw === null || !('id' in raw)) return null;
  const id = raw.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function nameOf(raw: unknown): string {
  const name = typeof raw === 'object' && raw !== null && 'name' in raw ? raw.name : null;
  return typeof name === 'string' ? name.slice(0, 64) : '';
}

/** The push, or a short detail for a 400. */
export function readPush(body: unknown): PushInput | { error: string } {
  const parsed = v.safeParse(pushRequest, body);
  if (!parsed.success) return { error: 'Invalid push body' };
  const members: Member[] = [];
  for (const raw of parsed.output.mutations) {
    const id = usableId(raw);
    if (id === null) return { error: 'Invalid mutation id' };
    const m = v.safeParse(mutationEnvelope, raw);
    members.push(
      m.success
        ? { ok: true, mutation: m.output }
        : { ok: false, id, name: nameOf(raw), detail: INVALID_MUTATION_DETAIL },
    );
  }
  return { client_id: parsed.output.client_id, protocol_version: parsed.output.protocol_version, members };
}

/** For callers in-process (tests, tools) that hold well-formed envelopes. */
export function pushInputOf(request: PushRequest): PushInput {
  return {
    client_id: request.client_id,
    protocol_version: request.protocol_version,
    members: request.mutations.map((mutation) => ({ ok: true, mutation })),
  };
}

/** cookie=0 or no cookie asks for everything. */
export const pullQuery = z.object({
  cookie: z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).default(0)),
});
