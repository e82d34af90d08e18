// Page-side glue of the sync layer: starts the sync worker, tells it who is signed in, kicks
// a push on app start, when the network returns and when the page becomes visible, and
// queues actions (asking for persistent storage and Background Sync the first time).
import { useSyncExternalStore } from 'react';
import type { MutationArgs, MutationName } from '../../sync/mutations/registry.ts';
import { BACKGROUND_SYNC_TAG } from '../../sync/client/names.ts';
import { metaKeys } from '../../sync/client/outbox-store.ts';
import { ownerFromSession } from '../../sync/client/session-meta.ts';
import type { SyncWorker } from '../../workers/client.ts';
import { keepOnDevice, openDevice, whenDeviceModuleOpen, type DeviceModule } from './device-store.ts';
import type { LocalDb } from './local-db.ts';
import { refreshCurrentUser } from './session.ts';
import { whenServerBack } from './reachability.ts';

const QUOTA_MESSAGE = 'Недостаточно места на устройстве: действие не сохранено. Освободи место и попробуй ещё раз';
const WORKER_FAILED_MESSAGE = 'Не удалось запустить отправку действий. Обнови страницу';

let worker: Promise<SyncWorker> | null = null;

function getWorker(): Promise<SyncWorker> {
  // comlink and the worker's client arrive with the worker, off the first load.
  worker ??= import('../../workers/client.ts')
    .then((m) => m.startSyncWorker())
    .catch((e: unknown) => {
      setNotice(WORKER_FAILED_MESSAGE);
      throw e;
    });
  return worker;
}

/** Who the worker syncs for, read from the device store; undefined until it is read. */
let lastOwner: string | null | undefined;
const keepLater = (write: (db: LocalDb) => Promise<unknown>) => {
  keepOnDevice(write).catch((e: unknown) => console.error(e));
  return Promise.resolve();
};

/**
 * Hands the signed-in owner to the worker whenever the stored session changes. A signed-in user's
 * worker starts at once, since a page records the visit (history-add) as soon as it shows, and a
 * queued action must not wait for a worker that a quick navigation would never let start. A guest's
 * never starts here: a guest has nothing to send, and the worker's code is 46 KB of a first visit
 * (issue 44); the first action, sign-in or 'Повторить' starts it (getWorker).
 */
function watchOwner({ liveQuery, localDb }: DeviceModule): void {
  liveQuery(() => localDb.syncMeta.get(metaKeys.session)).subscribe({
    next: (row) => {
      const owner = ownerFromSession(row?.value);
      const changed = owner !== lastOwner;
      lastOwner = owner;
      if (!worker && !owner) return;
      // A new owner starts a sync; the same one signing in again (a renewed cookie) kicks one.
      if (changed)
        void getWorker().then(
          (w) => w.setOwner(owner),
          () => undefined,
        );
      else if (owner)
        void getWorker().then(
          (w) => w.kick(),
          () => undefined,
        );
    },
    error: (e: unknown) => console.error(e),
  });
}

/**
 * Starts syncing for this tab (call once from main.tsx): for a signed-in user as soon as the session is
 * read, and their device store opens at once (for a guest it opens once the first screen is drawn).
 */
export function startSync(): void {
  void whenDeviceModuleOpen().then(watchOwner);
  // The server's answer is shown at once and kept once the store opens, which for a signed-in
  // user is now: their queued actions and visits must not wait for the first screen.
  void refreshCurrentUser(keepLater, true).then((user) => {
    if (!user) return;
    void openDevice();
    getWorker().catch(() => undefined);
  });
  const kick = () =>
    void getWorker().then(
      (w) => w.kick(),
      () => undefined,
    );
  whenServerBack(() => {
    void refreshCurrentUser();
    kick();
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') kick();
  });
}

// A notice for the user about the device store (a full disk); read by the sync indicator.
let notice: string | null = null;
const listeners = new Set<() => void>();
function setNotice(next: string | null): void {
  notice = next;
  for (const l of listeners) l();
}
export function dismissSyncNotice(): void {
  setNotice(null);
}
export function useSyncNotice(): string | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => notice,
  );
}

/** The worker names every full-storage failure 'QuotaExceededError' (workers/quota-error.ts). */
function isQuotaError(e: unknown): boolean {
  return typeof e === 'object' && e !== null && 'name' in e && e.name === 'QuotaExceededError';
}

interface SyncRegistration {
  sync: { register(tag: string): Promise<void> };
}
function hasSync(reg: ServiceWorkerRegistration): reg is ServiceWorkerRegistration & SyncRegistration {
  return 'sync' in reg;
}

async function afterQueued(): Promise<void> {
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
    const reg = await navigator.serviceWorker.ready;
    if (hasSync(reg)) await reg.sync.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
  }
  const localDb = await openDevice();
  const asked = await localDb.syncMeta.get(metaKeys.persistAsked);
  if (!asked && navigator.storage?.persist) {
    await localDb.syncMeta.put({ key: metaKeys.persistAsked, value: true });
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  }
}

/**
 * Queues a registered mutation for `owner`: the worker writes its module's local effect and the
 * outbox row in one transaction. False (and the Russian notice) when the device is full.
 */
/** Sent on window when a user's action has been queued (the sync indicator loads at once to count it). */
export const ACTION_QUEUED_EVENT = 'app:action-queued';

export async function queueMutation<N extends MutationName>(
  owner: string,
  name: N,
  args: MutationArgs<N>,
): Promise<boolean> {
  const ok = await saved(async (w) => w.queue(owner, name, args));
  if (ok) window.dispatchEvent(new Event(ACTION_QUEUED_EVENT));
  return ok;
}

async function saved(queue: (worker: SyncWorker) => Promise<void>): Promise<boolean> {
  try {
    await queue(await getWorker());
  } catch (e) {
    if (isQuotaError(e)) {
      setNotice(QUOTA_MESSAGE);
      return false;
    }
    throw e;
  }
  void afterQueued().catch(() => undefined);
  return true;
}

/** 'Повторить': try to send now (the backoff timer is skipped). */
export async function retrySync(): Promise<void> {
  await (await getWorker()).kick();
}

/** 'Удалить': gives up an action that keeps failing; its local effect is reverted. */
export async function discardAction(owner: string, key: string): Promise<void> {
  await (await getWorker()).discard(owner, key);
}

export async function dismissRejected(owner: string, key: string): Promise<void> {
  await (await getWorker()).dismissRejected(owner, key);
}

export async function dismissLostActions(owner: string): Promise<void> {
  await (await getWorker()).dismissLostActions(owner);
}

/**
 * Writes a screen's REST answer into the device through the sync section `key` (the worker merges it as a pull
 * would): the one path for the server's data into the tables the sync engine owns (sync/client/table-owners.ts).
 */
export async function mergeServerAnswer(owner: string, key: string, items: unknown[]): Promise<void> {
  await (await getWorker()).mergeAnswer(owner, key, items);
}
