// One sync run and one queued action, shared by the sync worker and the service worker
// (Background Sync): the same replay under the same cross-tab lock, then a pull. It never
// pushes rows of an owner other than the signed-in user the server reports.
import type { BookmarkSetArgs } from '../sync/mutations/bookmarks.ts';
import { bookmarkUpdateAfterSettle } from '../sync/client/bookmark-effects.ts';
import { enqueueMutation } from '../sync/client/enqueue.ts';
import { bookmarkRowKey, unsettledItemKeys } from '../sync/client/item-keys.ts';
import type { OutboxRow } from '../sync/client/local-schema.ts';
import { PUSH_LOCK_NAME } from '../sync/client/names.ts';
import { ensureClientId } from '../sync/client/outbox-store.ts';
import { pullChanges, type PullResult } from '../sync/client/pull.ts';
import { replayOutbox, type ReplayResult, type Settled } from '../sync/client/replay.ts';
import type { SyncTransport } from '../sync/client/transport.ts';
import { dexieOutboxStore, type DexieOutboxTx } from './dexie-outbox-store.ts';
import { dexiePullStore } from './dexie-pull-store.ts';
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

/** Bookmarks the item locally (optimistic) and queues 'bookmark-set', atomically. */
export async function setBookmark(deps: EngineDeps, owner: string, args: BookmarkSetArgs): Promise<OutboxRow> {
  const at = nowOf(deps).toISOString();
  return enqueueMutation(dexieOutboxStore(deps.db), { owner, name: 'bookmark-set', args, at }, async (tx) => {
    const key = bookmarkRowKey(owner, args.type, args.id);
    const existing = await tx.bookmarks.get(key);
    await tx.bookmarks.put({ ...existing, key, owner, type: args.type, id: args.id, on: args.on, updatedAt: at, pending: true });
  });
}

async function settleLocal(deps: EngineDeps, owner: string, { tx, applied, rejected }: Settled<DexieOutboxTx>): Promise<void> {
  const unsettled = unsettledItemKeys(await tx.rows(owner));
  const at = nowOf(deps).toISOString();
  const updates = [
    ...applied.map((row) => bookmarkUpdateAfterSettle(row, 'applied', unsettled, at)),
    ...rejected.map((row) => bookmarkUpdateAfterSettle(row, 'rejected', unsettled, at)),
  ];
  for (const update of updates) {
    if (!update) continue;
    const existing = await tx.bookmarks.get(update.key);
    await tx.bookmarks.put(existing ? { ...existing, ...update.change } : update.template);
  }
}

/** Pushes the owner's queue (when the server says the owner is signed in), then pulls. */
export async function runSync(deps: EngineDeps, owner: string): Promise<RunResult> {
  return deps.lock(async () => {
    const who = await deps.transport.currentUserId();
    if (who === undefined) return { status: 'offline', error: 'Server unreachable' };
    if (who !== owner) return { status: 'not-owner', error: who === null ? 'Not signed in' : 'Signed in as another user' };
    const store = dexieOutboxStore(deps.db);
    const clientId = await store.transaction((tx) => ensureClientId(tx, owner, deps.newId));
    const replay = await replayOutbox({
      store,
      transport: deps.transport,
      owner,
      clientId,
      batchSize: deps.batchSize,
      random: deps.random,
      onSettled: (settled) => settleLocal(deps, owner, settled),
    });
    const pull = replay.status === 'done' ? await pullChanges(deps.transport, dexiePullStore(deps.db), owner) : null;
    return { status: 'synced', replay, pull };
  });
}
