// What one push carries while it is applied (push-service.ts): who sent it, and the results kept so far, stored
// together at the end of the push. Shared by the one-by-one path and the runs (push-runs.ts).
import type { Db } from '../../../db/store.ts';
import type { MutationResult } from '../../../sync/protocol/envelopes.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import type { Logger } from '../../lib/logger.ts';
import type { HandlerOutcome, HandlerRegistry } from '../../lib/sync-feature.ts';
import type { Member } from './push-input.ts';

export interface PushDeps {
  db: Db;
  logger: Logger;
}

export interface Received {
  deps: PushDeps;
  handlers: HandlerRegistry;
  userId: number;
  clientId: string;
  receivedAt: string;
}

export /** What a batch has applied so far: the client's last id and the results still to be stored. */
interface Batch {
  last: number;
  records: { id: number; name: string; clientAt: string; at: string; result: MutationResult }[];
}

/** The result of the next id's outcome, kept in `batch` to be stored at the end of the push. */
export function record(r: Received, batch: Batch, member: Member, outcome: HandlerOutcome): MutationResult {
  const id = member.ok ? member.mutation.id : member.id;
  const result: MutationResult = outcome.ok
    ? {
        id,
        status: 'applied',
        ...(outcome.value === undefined ? {} : { value: outcome.value }),
        ...(outcome.superseded ? { superseded: true } : {}),
      }
    : { id, status: 'rejected', detail: outcome.detail };
  batch.records.push({
    id,
    name: member.ok ? member.mutation.name : member.name,
    clientAt: member.ok ? member.mutation.at : r.receivedAt,
    at: member.ok ? clampClientTime(member.mutation.at, r.receivedAt) : r.receivedAt,
    result,
  });
  batch.last = id;
  return result;
}
