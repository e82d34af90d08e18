// Runs of one mutation name within a push, handed to the handler's batch form (api/lib/sync-feature.ts): far fewer
// statements than one by one, with the same results; a run with a refusal is left to the one-by-one path.
import { isMutationName, type MutationName } from '../../../sync/mutations/registry.ts';
import type { MutationEnvelope, MutationResult } from '../../../sync/protocol/envelopes.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import { isSerializationConflict } from '../../lib/db-errors.ts';
import type { HandlerOutcome } from '../../lib/sync-feature.ts';
import { record, type Batch, type Received } from './push-batch.ts';
import type { Member } from './push-input.ts';

/**
 * The run starting at `members[start]` that one batch handler may take: well-formed mutations of
 * one name whose handler has a batch form, with the ids right after the client's last, no gap.
 */
export function runAt(r: Received, batch: Batch, members: readonly Member[], start: number): MutationEnvelope[] {
  const first = members[start];
  if (!first?.ok || !isMutationName(first.mutation.name) || !r.handlers.get(first.mutation.name)?.many) return [];
  const run: MutationEnvelope[] = [];
  for (let i = start; i < members.length; i++) {
    const m = members[i]!;
    if (!m.ok || m.mutation.name !== first.mutation.name || m.mutation.id !== batch.last + 1 + run.length) break;
    run.push(m.mutation);
  }
  return run;
}

/** Thrown inside a run's transaction so that a run with a refusal leaves nothing behind. */
class RunFallback extends Error {}

/**
 * A run through its handler's batch form, in its own transaction (a savepoint): the results, or null
 * when it refused an item or failed (nothing of it is kept; the caller applies it one by one, which
 * gives each mutation its own outcome). A serialization conflict stops the whole push, as elsewhere.
 */
export async function applyRun(r: Received, batch: Batch, run: MutationEnvelope[]): Promise<MutationResult[] | null> {
  const many = r.handlers.get(run[0]!.name as MutationName)?.many;
  if (!many) return null;
  const { db } = r.deps;
  const ctx = { db, userId: r.userId, clientId: r.clientId, receivedAt: r.receivedAt };
  const items = run.map((m) => ({ id: m.id, args: m.args, at: clampClientTime(m.at, r.receivedAt), clientAt: m.at }));
  let outcomes: HandlerOutcome[];
  try {
    outcomes = await db.transaction(async () => {
      const answered = await many(ctx, items);
      if (!answered) throw new RunFallback();
      return answered;
    });
  } catch (err) {
    if (isSerializationConflict(err)) throw err;
    if (!(err instanceof RunFallback))
      r.deps.logger.warn({ err, client_id: r.clientId, name: run[0]!.name }, 'sync run failed; applied one by one');
    return null;
  }
  return run.map((m, k) => record(r, batch, { ok: true, mutation: m }, outcomes[k]!));
}
