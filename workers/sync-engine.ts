// One sync run and one queued action, for the sync worker: the replay under the cross-tab lock (which the service
// worker's Background Sync also takes, workers/background-sync.ts), then a pull. It never pushes rows of an owner
// other than the signed-in user the server reports.
import { discardMutation } from '../sync/client/discard.ts';
import { enqueueMutation } from '../sync/client/enqueue.ts';
import type { OutboxRow } from '../sync/client/local-schema.ts';
import { PUSH_LOCK_NAME } from '../sync/client/names.ts';
import { ensureClientId } from '../sync/client/outbox-store.ts';
import { pullChanges, type PullResult } from '../sync/client/pull.ts';
import { replayOutbox, type ReplayResult } from '../sync/client/replay.ts';
import type { SyncTransport } from '../sync/client/transport.ts';
import { dexieDeviceStore } from './dexie-device-store.ts';
import type { SyncDb } from './sync-db.ts';

export interface EngineDeps {
  db: SyncDb;
  transport: SyncTransport;
  newId: () => string;
  /** Runs fn while holding the one cross-tab push lock (navigator.locks in browsers). */
  lock: <T>(fn: () => Promise<T>) => Promise<T>;
  random?: () => number;
  now?: () => Date;
  batchSize?: number;
}

export type RunResult =
  | { status: 'offline'; error: string }
  | { status: 'not-owner'; error: string }
  | { status: 'synced'; replay: ReplayResult; pull: PullResult | null };

/** Waits for the lock (queued across tabs, workers and the service worker) and runs fn. */
export async function navigatorLock<T>(fn: () => Promise<T>): Promise<T> {
  let box: { value: T } | undefined;
  await navigator.locks.request(PUSH_LOCK_NAME, async () => {
    box = { value: await fn() };
  });
  if (!box) throw new Error('The sync lock callback did not run');
  return box.value;
}

const nowOf = (deps: EngineDeps) => (deps.now ? deps.now() : new Date());

/** Queues any registered action: its module's local effect and the outbox row, atomically. */
export async function queueAction(deps: EngineDeps, owner: string, name: string, args: unknown): Promise<OutboxRow> {
  return enqueueMutation(dexieDeviceStore(deps.db), { owner, name, args, at: nowOf(deps).toISOString() });
}

/** Gives up an action the user chose to delete (under the push lock, so none is in flight). */
export async function discardAction(deps: EngineDeps, owner: string, key: string): Promise<boolean> {
  return deps.lock(() => discardMutation(dexieDeviceStore(deps.db), owner, key, nowOf(deps).toISOString()));
}

/** Pushes the owner's queue (when the server says the owner is signed in), then pulls. */
export async function runSync(deps: EngineDeps, owner: string): Promise<RunResult> {
  return deps.lock(async () => {
    const who = await deps.transport.currentUserId();
    if (who === undefined) return { status: 'offline', error: 'Server unreachable' };
    if (who !== owner)
      return { status: 'not-owner', error: who === null ? 'Not signed in' : 'Signed in as another user' };
    const store = dexieDeviceStore(deps.db);
    const clientId = await store.transaction((tx) => ensureClientId(tx, owner, deps.newId));
    const replay = await replayOutbox({
      store,
      transport: deps.transport,
      owner,
      clientId,
      batchSize: deps.batchSize,
      random: deps.random,
      now: deps.now,
    });
    const pull = replay.status === 'done' ? await pullChanges(deps.transport, store, owner) : null;
    return { status: 'synced', replay, pull };
  });
}
