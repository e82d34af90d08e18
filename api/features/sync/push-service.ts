// Applies a pushed batch exactly once, after Replicache: in id order, each mutation in its own
// transaction that also stores the client's last applied id and the result; an id already
// applied answers its stored result; a gap answers 409; an expected refusal (4xx) rejects that
// mutation, consumes its id and lets the batch go on; anything else stops the batch (500).
import { and, eq, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import type { Db } from '../../../db/client.ts';
import { syncClients, syncMutations } from '../../../db/schema/sync.ts';
import { isMutationName } from '../../../sync/mutations/registry.ts';
import type { MutationResult, PushResponse } from '../../../sync/protocol/envelopes.ts';
import { httpError } from '../../lib/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import { UNKNOWN_MUTATION_DETAIL, type HandlerOutcome, type HandlerRegistry } from './handler-registry.ts';
import { perDb } from './per-db.ts';
import type { MutationInput, PushInput } from './push-input.ts';

export const GAP_DETAIL = 'Mutation id gap';

function gapError(lastMutationId: number): HTTPException {
  const body = { detail: GAP_DETAIL, last_mutation_id: lastMutationId };
  return new HTTPException(409, { message: GAP_DETAIL, res: Response.json(body, { status: 409 }) });
}

// The statements run for every pushed mutation, prepared once per database.
const statements = perDb((db) => {
  const client = eq(syncClients.clientId, sql.placeholder('clientId'));
  return {
    claim: db.insert(syncClients).values({ clientId: sql.placeholder('clientId'), userId: sql.placeholder('userId') }).onConflictDoNothing().prepare(),
    client: db.select({ userId: syncClients.userId, last: syncClients.lastMutationId }).from(syncClients).where(client).prepare(),
    stored: db
      .select({ status: syncMutations.status, detail: syncMutations.detail })
      .from(syncMutations)
      .where(and(eq(syncMutations.clientId, sql.placeholder('clientId')), eq(syncMutations.mutationId, sql.placeholder('id'))))
      .prepare(),
    log: db
      .insert(syncMutations)
      .values({
        clientId: sql.placeholder('clientId'),
        mutationId: sql.placeholder('id'),
        name: sql.placeholder('name'),
        status: sql.placeholder('status'),
        detail: sql.placeholder('detail'),
        clientAt: sql.placeholder('at'),
      })
      .prepare(),
    advance: db.update(syncClients).set({ lastMutationId: sql`${sql.placeholder('id')}`, updatedAt: sql`${sql.placeholder('now')}` }).where(client).prepare(),
  };
});

/** The client's last applied id; the first push of a client id makes it the user's. */
function claimClient(db: Db, clientId: string, userId: number): number {
  const s = statements(db);
  s.claim.run({ clientId, userId });
  const row = s.client.get({ clientId });
  if (!row || row.userId !== userId) throw httpError(403, 'Client belongs to another user');
  return row.last;
}

function storedResult(db: Db, clientId: string, id: number): MutationResult {
  const row = statements(db).stored.get({ clientId, id });
  if (!row) return { id, status: 'applied' };
  return row.detail === null ? { id, status: row.status } : { id, status: row.status, detail: row.detail };
}

/** Runs the handler in a savepoint: a refusal undoes its partial writes but not the id. */
function runHandler(db: Db, handlers: HandlerRegistry, userId: number, clientId: string, m: MutationInput): HandlerOutcome {
  const handler = isMutationName(m.name) ? handlers.get(m.name) : undefined;
  if (!handler) return { ok: false, detail: UNKNOWN_MUTATION_DETAIL };
  try {
    return db.transaction(() => handler({ db, userId, clientId, at: m.at }, m.args));
  } catch (err) {
    if (err instanceof HTTPException && err.status >= 400 && err.status < 500) {
      return { ok: false, detail: err.message || 'Rejected' };
    }
    throw err;
  }
}

/** One mutation in one transaction with the client's last id and the stored result. */
function applyOne(db: Db, handlers: HandlerRegistry, userId: number, clientId: string, m: MutationInput): MutationResult {
  return db.transaction(
    () => {
      const s = statements(db);
      const last = s.client.get({ clientId })?.last ?? 0;
      if (m.id <= last) return storedResult(db, clientId, m.id);
      if (m.id > last + 1) throw gapError(last);
      const outcome = runHandler(db, handlers, userId, clientId, m);
      const result: MutationResult = outcome.ok ? { id: m.id, status: 'applied' } : { id: m.id, status: 'rejected', detail: outcome.detail };
      s.log.run({ clientId, id: m.id, name: m.name, status: result.status, detail: result.detail ?? null, at: m.at });
      s.advance.run({ clientId, id: m.id, now: new Date().toISOString() });
      return result;
    },
    { behavior: 'immediate' },
  );
}

export interface PushDeps {
  db: Db;
  logger: Logger;
}

/**
 * Applies a batch. Each mutation keeps its own transaction (a savepoint), and the batch commits
 * once: with synchronous=FULL that is one fsync per push instead of one per mutation, and the
 * answer still goes out only after everything it reports is on disk. Whatever stops the batch
 * (a gap, 409; an unexpected error, 500) first commits the mutations before it, as before.
 */
export function applyPush(deps: PushDeps, handlers: HandlerRegistry, userId: number, input: PushInput): PushResponse {
  let stopped: HTTPException | null = null;
  const results = deps.db.transaction(
    () => {
      claimClient(deps.db, input.client_id, userId);
      const applied: MutationResult[] = [];
      const ordered = [...input.mutations].sort((a, b) => a.id - b.id);
      for (const m of ordered) {
        try {
          applied.push(applyOne(deps.db, handlers, userId, input.client_id, m));
        } catch (err) {
          if (!(err instanceof HTTPException)) {
            deps.logger.error({ err, client_id: input.client_id, mutation_id: m.id, name: m.name }, 'sync mutation failed; batch stopped');
          }
          stopped = err instanceof HTTPException ? err : httpError(500, 'Internal server error');
          break;
        }
      }
      return applied;
    },
    { behavior: 'immediate' },
  );
  if (stopped) throw stopped;
  return { last_mutation_id: statements(deps.db).client.get({ clientId: input.client_id })?.last ?? 0, results };
}
