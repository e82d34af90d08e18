// Applies a pushed batch exactly once, after Replicache: in id order, each mutation in its own
// transaction that also stores the client's last applied id and the result; an id already
// applied answers its stored result; a gap answers 409. A failure that would repeat on retry
// (a 4xx refusal, a constraint violation, bad args, a bug) rejects that mutation with a detail,
// consumes its id and lets the batch go on; only a transient cause (database busy, disk full)
// stops the batch with 503, so no queue can wedge on one bad mutation.
import { and, eq, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { SavepointsNeeded, type Db } from '../../../db/store.ts';
import { syncClients, syncMutations } from '../../../db/schema/sync.ts';
import { isMutationName } from '../../../sync/mutations/registry.ts';
import type { MutationEnvelope, MutationResult, PushResponse } from '../../../sync/protocol/envelopes.ts';
import { clampClientTime } from '../../lib/client-time.ts';
import { httpError, serverUnavailable } from '../../lib/http-error.ts';
import { UNKNOWN_MUTATION_DETAIL, type HandlerOutcome, type HandlerRegistry } from '../../lib/sync-feature.ts';
import { isSerializationConflict } from '../../lib/db-errors.ts';
import { isTransientError } from '../../lib/transient-error.ts';
import { perDb } from '../../lib/per-db.ts';
import type { Member, PushInput } from './push-input.ts';
import { record, type Batch, type PushDeps, type Received } from './push-batch.ts';
import { applyRun, runAt } from './push-runs.ts';

export type { PushDeps } from './push-batch.ts';
import { nowIso } from '../../lib/clock.ts';

export const REJECTED_DETAIL = 'Mutation rejected';

const GAP_DETAIL = 'Mutation id gap';

function gapError(lastMutationId: number): HTTPException {
  const body = { detail: GAP_DETAIL, last_mutation_id: lastMutationId };
  return new HTTPException(409, { message: GAP_DETAIL, res: Response.json(body, { status: 409 }) });
}

// A push runs these for every mutation: built once per database (api/lib/per-db.ts).
const statements = perDb((db) => {
  const client = eq(syncClients.clientId, sql.placeholder('clientId'));
  return {
    // One statement: the row is made on the client's first push (the user's from then on), and its
    // owner and last id come back either way; the no-op update only lets RETURNING see an old row.
    claim: db
      .insert(syncClients)
      .values({ clientId: sql.placeholder('clientId'), userId: sql.placeholder('userId') })
      .onConflictDoUpdate({
        target: syncClients.clientId,
        set: { userId: sql`${sql.identifier('sync_clients')}.${sql.identifier('user_id')}` },
      })
      .returning({ userId: syncClients.userId, last: syncClients.lastMutationId }),
    stored: db
      .select({ status: syncMutations.status, detail: syncMutations.detail, value: syncMutations.value })
      .from(syncMutations)
      .where(
        and(
          eq(syncMutations.clientId, sql.placeholder('clientId')),
          eq(syncMutations.mutationId, sql.placeholder('id')),
        ),
      ),
    advance: db
      .update(syncClients)
      .set({ lastMutationId: sql`${sql.placeholder('id')}`, updatedAt: sql`${sql.placeholder('now')}` })
      .where(client),
  };
});

/** A stored result's value: JSON text on both engines when read as a raw row. */
const parseValue = (text: string): MutationResult['value'] => JSON.parse(text) as MutationResult['value'];

/** The client's last applied id; the first push of a client id makes it the user's. */
async function claimClient(db: Db, clientId: string, userId: number): Promise<number> {
  const [row] = await db.$raw<[number, number]>(statements(db).claim, { clientId, userId });
  if (!row || Number(row[0]) !== userId) throw httpError(403, 'Client belongs to another user');
  return Number(row[1]);
}

async function storedResult(db: Db, clientId: string, id: number): Promise<MutationResult> {
  const [row] = await db.$raw<['applied' | 'superseded' | 'rejected', string | null, string | null]>(
    statements(db).stored,
    {
      clientId,
      id,
    },
  );
  if (!row) return { id, status: 'applied' };
  const [status, detail, value] = row;
  if (status === 'rejected') return { id, status: 'rejected', detail: detail ?? REJECTED_DETAIL };
  return {
    id,
    status: 'applied',
    ...(value === null ? {} : { value: parseValue(value) }),
    ...(status === 'superseded' ? { superseded: true } : {}),
  };
}

/** Runs the handler in a savepoint (see applyPush): a refusal undoes its partial writes but not the id. */
async function runHandler(r: Received, m: MutationEnvelope): Promise<HandlerOutcome> {
  const handler = isMutationName(m.name) ? r.handlers.get(m.name) : undefined;
  if (!handler) return { ok: false, detail: UNKNOWN_MUTATION_DETAIL };
  const { db } = r.deps;
  const ctx = {
    db,
    userId: r.userId,
    clientId: r.clientId,
    at: clampClientTime(m.at, r.receivedAt),
    clientAt: m.at,
    receivedAt: r.receivedAt,
  };
  try {
    return await db.transaction(() => handler(ctx, m.args));
  } catch (err) {
    if (err instanceof HTTPException && err.status < 500) return { ok: false, detail: err.message || REJECTED_DETAIL };
    if (err instanceof HTTPException || isTransientError(err)) throw err;
    // It would fail the same way on every retry: refused alone, logged for us to fix.
    r.deps.logger.error(
      { err, client_id: r.clientId, mutation_id: m.id, name: m.name },
      'sync mutation failed; rejected',
    );
    return { ok: false, detail: REJECTED_DETAIL };
  }
}

/**
 * One mutation: an id already applied answers its stored result, a gap stops the batch (409), the
 * next id runs its handler. The client's last id is kept in `batch` (the batch holds the client's
 * lock, so no one else moves it) and its result is stored with the others at the end of the batch.
 */
async function applyOne(r: Received, batch: Batch, member: Member): Promise<MutationResult> {
  const id = member.ok ? member.mutation.id : member.id;
  if (id <= batch.last) {
    const pending = batch.records.find((x) => x.id === id);
    return pending ? pending.result : storedResult(r.deps.db, r.clientId, id);
  }
  if (id > batch.last + 1) throw gapError(batch.last);
  const outcome: HandlerOutcome = member.ok
    ? await runHandler(r, member.mutation)
    : { ok: false, detail: member.detail };
  return record(r, batch, member, outcome);
}

/**
 * Stores the batch's results and the client's last id, whatever the batch's size: one statement on PostgreSQL (a
 * round trip fewer on every push), two on SQLite, whose WITH cannot write.
 */
async function storeBatch(r: Received, batch: Batch): Promise<void> {
  if (batch.records.length === 0) return;
  const { db } = r.deps;
  const results = db.insert(syncMutations).values(
    batch.records.map(({ id, name, clientAt, at, result }) => ({
      clientId: r.clientId,
      mutationId: id,
      name,
      status: result.superseded ? ('superseded' as const) : result.status,
      detail: result.status === 'rejected' ? (result.detail ?? null) : null,
      clientAt,
      at,
      // Written as JSON text, so the column's encoder does not turn a missing value into the text 'null'.
      value: result.value === undefined ? null : sql`${JSON.stringify(result.value)}`,
    })),
  );
  if (db.$engine === 'postgres') {
    const advance = db
      .update(syncClients)
      .set({ lastMutationId: batch.last, updatedAt: r.receivedAt })
      .where(eq(syncClients.clientId, r.clientId));
    // getSQL: the builders' own text, without the brackets drizzle puts around an embedded query. Not a kept
    // statement ($run): its text changes with the batch's size.
    await db.run(sql`with stored as (${results.getSQL()} returning 1) ${advance.getSQL()}`);
    return;
  }
  await results;
  await db.$run(statements(db).advance, { clientId: r.clientId, id: batch.last, now: r.receivedAt });
}

/**
 * Applies a batch. Each mutation keeps its own transaction (a savepoint), and the batch commits
 * once: with synchronous=FULL that is one fsync per push instead of one per mutation, and the
 * answer still goes out only after everything it reports is on disk. Whatever stops the batch
 * (a gap, 409; a transient failure, 503) first commits the mutations before it, as before.
 */
export async function applyPush(
  deps: PushDeps,
  handlers: HandlerRegistry,
  userId: number,
  input: PushInput,
): Promise<PushResponse> {
  const received: Received = {
    deps,
    handlers,
    userId,
    clientId: input.client_id,
    receivedAt: nowIso(),
  };
  const idOf = (m: Member) => (m.ok ? m.mutation.id : m.id);
  const ordered = [...input.members].sort((a, b) => idOf(a) - idOf(b));
  let stopped: HTTPException | null = null;
  let batch: Batch = { last: 0, records: [] };
  const run = (savepoints: boolean) =>
    deps.db.transaction(
      async () => {
        stopped = null;
        batch = { last: await claimClient(deps.db, input.client_id, userId), records: [] };
        const applied: MutationResult[] = [];
        // Members before this index go one by one (a run whose batch form refused or failed).
        let alone = 0;
        for (let i = 0; i < ordered.length;) {
          const member = ordered[i]!;
          try {
            const run = i < alone ? [] : runAt(received, batch, ordered, i);
            const results = run.length > 1 ? await applyRun(received, batch, run) : null;
            if (results) {
              applied.push(...results);
              i += run.length;
              continue;
            }
            // Without savepoints the run's failure spoils the whole transaction: run it again with them.
            if (run.length > 1 && !savepoints) throw new SavepointsNeeded();
            if (run.length > 1) alone = i + run.length;
            applied.push(await applyOne(received, batch, member));
            i++;
          } catch (err) {
            if (isSerializationConflict(err) || err instanceof SavepointsNeeded) throw err;
            if (!(err instanceof HTTPException)) {
              deps.logger.error(
                { err, client_id: input.client_id, mutation_id: idOf(member) },
                'sync push stopped by a transient failure',
              );
            }
            stopped = err instanceof HTTPException ? err : serverUnavailable(err);
            break;
          }
        }
        await storeBatch(received, batch);
        return applied;
      },
      // One client's pushes apply one after another (two devices' tabs, a retry racing its original).
      // Without savepoints a mutation costs two round trips fewer on PostgreSQL; a handler that
      // fails (a refusal, rare) makes the batch run again with them, so its writes are undone alone.
      { lockKey: `sync-client:${input.client_id}`, savepoints },
    );
  let results: MutationResult[];
  try {
    results = await run(false).catch((err: unknown) => {
      if (err instanceof SavepointsNeeded) return run(true);
      throw err;
    });
  } catch (err) {
    if (err instanceof HTTPException) throw err;
    // The batch could not take the write lock or commit (busy, disk): nothing of it is kept.
    deps.logger.error({ err, client_id: input.client_id }, 'sync push could not commit');
    throw serverUnavailable(err);
  }
  if (stopped) throw stopped;
  return { last_mutation_id: batch.last, results };
}
