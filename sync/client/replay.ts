// Sends the owner's queued mutations in id order, in batches, and settles each answer:
// applied -> removed (and kept a while in the acknowledged list, kept-actions.ts); rejected -> kept
// as 'rejected' with the server's detail (visible); 409 gap -> acknowledged actions the server lost are
// sent again, unsent rows follow (gap.ts); network/5xx -> kept, retried with backoff.
// Call it under the cross-tab lock only: it assumes nobody else sends this owner's rows.
import { PUSH_BATCH_SIZE } from '../protocol/envelopes.ts';
import { PROTOCOL_VERSION } from '../protocol/version.ts';
import { backoffDelay } from './backoff.ts';
import { recoverFromGap } from './gap.ts';
import { keepAcknowledged, keptActions, lastAcknowledgedId } from './kept-actions.ts';
import type { DeviceStore } from './device-store.ts';
import type { OutboxRow } from './local-schema.ts';
import type { OutboxStore } from './outbox-store.ts';
import { settleLocalEffects, type SettledRow } from './settle-effects.ts';
import type { PushOutcome, SyncTransport } from './transport.ts';

export interface ReplayOptions {
  store: DeviceStore;
  transport: SyncTransport;
  owner: string;
  clientId: string;
  batchSize?: number;
  random?: () => number;
  /** The settle time given to modules (tests pin it). */
  now?: () => Date;
}

export type ReplayResult =
  | { status: 'done'; applied: number; rejected: number }
  | { status: 'retry'; applied: number; rejected: number; retryInMs: number; error: string }
  | { status: 'auth'; applied: number; rejected: number; error: string };

const MAX_ROUNDS = 1_000;
const MAX_GAPS = 3;

/** Rows left 'sending' by a tab that closed mid-push: they may have reached the server. */
async function resetInFlight(store: OutboxStore, owner: string): Promise<void> {
  await store.transaction(async (tx) => {
    for (const row of await tx.rows(owner)) if (row.state === 'sending') await tx.put({ ...row, state: 'pending' });
  });
}

async function takeBatch(store: OutboxStore, owner: string, size: number): Promise<OutboxRow[]> {
  return store.transaction(async (tx) => {
    const batch = (await tx.rows(owner)).filter((r) => r.state === 'pending').slice(0, size);
    const sending = batch.map((r): OutboxRow => ({ ...r, state: 'sending', attempts: r.attempts + 1 }));
    for (const row of sending) await tx.put(row);
    return sending;
  });
}

/** Puts the batch back as pending; `undoAttempt` when the server surely saw none of it. */
async function release(store: OutboxStore, batch: OutboxRow[], error: string, undoAttempt: boolean): Promise<void> {
  await store.transaction(async (tx) => {
    for (const row of batch)
      await tx.put({
        ...row,
        state: 'pending',
        lastError: error,
        attempts: undoAttempt ? row.attempts - 1 : row.attempts,
      });
  });
}

async function settle(opts: ReplayOptions, batch: OutboxRow[], outcome: Extract<PushOutcome, { kind: 'ok' }>) {
  const byId = new Map(outcome.response.results.map((r) => [r.id, r]));
  const last = outcome.response.last_mutation_id;
  return opts.store.transaction(async (tx) => {
    const settled: SettledRow[] = [];
    for (const row of batch) {
      const result = byId.get(row.mutationId);
      if (result?.status === 'rejected') {
        const done: OutboxRow = { ...row, state: 'rejected', lastError: result.detail ?? 'Rejected' };
        await tx.put(done);
        settled.push({ row: done, outcome: 'rejected', result });
      } else if (result?.status === 'applied' || row.mutationId <= last) {
        await tx.remove(row.key);
        settled.push({ row, outcome: 'applied', result });
      } else {
        await tx.put({ ...row, state: 'pending', lastError: 'No result from the server' });
      }
    }
    const now = opts.now?.() ?? new Date();
    await keepAcknowledged(tx, opts.owner, settled, now);
    // An action sent again after a restore settled its local effect when it was first acknowledged.
    const fresh = settled.filter((s) => !s.row.resent);
    await settleLocalEffects(tx, opts.owner, fresh, now.toISOString());
    return {
      applied: settled.filter((s) => s.outcome === 'applied').length,
      rejected: settled.filter((s) => s.outcome === 'rejected').length,
    };
  });
}

/**
 * With acknowledged actions kept (kept-actions.ts), an empty push asks the server for its last id for
 * this client; below what it acknowledged, it was restored from a backup: what it lost is queued again.
 * Answers whether anything was queued.
 */
async function serverMayBeBehind(opts: ReplayOptions): Promise<boolean> {
  const { store, owner } = opts;
  const acknowledged = await store.transaction(async (tx) =>
    (await keptActions(tx, owner)).length > 0 ? lastAcknowledgedId(tx, owner) : 0,
  );
  if (acknowledged === 0) return false;
  const outcome = await opts.transport.push({
    client_id: opts.clientId,
    protocol_version: PROTOCOL_VERSION,
    mutations: [],
  });
  if (outcome.kind !== 'ok' || outcome.response.last_mutation_id >= acknowledged) return false;
  const recovery = await recoverFromGap(
    store,
    owner,
    [],
    outcome.response.last_mutation_id,
    opts.now?.() ?? new Date(),
  );
  return recovery.resent > 0 || recovery.lost > 0;
}

/** Replays until the queue is empty, the server is unreachable, or the user is not the owner. */
export async function replayOutbox(opts: ReplayOptions): Promise<ReplayResult> {
  const { store, transport, owner } = opts;
  let applied = 0;
  let rejected = 0;
  let gaps = 0;
  await resetInFlight(store, owner);
  let probed = false;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const batch = await takeBatch(store, owner, opts.batchSize ?? PUSH_BATCH_SIZE);
    if (batch.length === 0) {
      // Nothing was sent this run: a server restored behind this device would never say so; ask it once.
      if (round > 0 || probed || !(await serverMayBeBehind(opts))) return { status: 'done', applied, rejected };
      probed = true;
      continue;
    }
    const outcome = await transport.push({
      client_id: opts.clientId,
      protocol_version: PROTOCOL_VERSION,
      mutations: batch.map((r) => ({ id: r.mutationId, name: r.name, args: r.args, at: r.at })),
    });
    if (outcome.kind === 'ok') {
      const settled = await settle(opts, batch, outcome);
      applied += settled.applied;
      rejected += settled.rejected;
      if (settled.applied + settled.rejected === 0) {
        return retry(opts, batch, 'The server answered none of the batch', applied, rejected);
      }
    } else if (outcome.kind === 'gap' && gaps < MAX_GAPS) {
      gaps++;
      await recoverFromGap(store, owner, batch, outcome.lastMutationId, opts.now?.() ?? new Date());
    } else if (outcome.kind === 'auth') {
      await release(store, batch, outcome.detail, true);
      return { status: 'auth', applied, rejected, error: outcome.detail };
    } else {
      const error = outcome.kind === 'transient' ? outcome.error : 'Repeated 409 from the server';
      await release(store, batch, error, false);
      return retry(opts, batch, error, applied, rejected);
    }
  }
  return { status: 'done', applied, rejected };
}

function retry(
  opts: ReplayOptions,
  batch: OutboxRow[],
  error: string,
  applied: number,
  rejected: number,
): ReplayResult {
  const attempts = batch.reduce((max, r) => Math.max(max, r.attempts), 1);
  return { status: 'retry', applied, rejected, error, retryInMs: backoffDelay(attempts, opts.random) };
}
