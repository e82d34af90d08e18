// The sync worker (one per tab; comlink). It queues actions into the device store and is the
// only code that pushes them, under the cross-tab Web Lock so one tab pushes at a time.
import * as Comlink from 'comlink';
import { dismissRejected } from '../sync/client/enqueue.ts';
import { dismissLostActions } from '../sync/client/kept-actions.ts';
import { applyAnswer } from '../sync/client/pull.ts';
import { dexieDeviceStore } from './dexie-device-store.ts';
import { fetchTransport } from './fetch-transport.ts';
import { withQuotaName } from './quota-error.ts';
import type { SyncWorkerApi } from './sync.api.ts';
import { discardAction, navigatorLock, queueAction, runSync, type EngineDeps } from './sync-engine.ts';
import { createScheduler } from './sync-scheduler.ts';
import { SyncDb } from './sync-db.ts';

const deps: EngineDeps = {
  db: new SyncDb(),
  transport: fetchTransport(),
  newId: () => crypto.randomUUID(),
  lock: navigatorLock,
};
const scheduler = createScheduler(
  (owner) => runSync(deps, owner),
  (message, error) => console.warn(`[sync] ${message}`, error),
);

const api: SyncWorkerApi = {
  async ping() {
    await deps.db.open();
    return 'pong';
  },
  async setOwner(owner) {
    scheduler.setOwner(owner);
  },
  async queue(owner, name, args) {
    await withQuotaName(() => queueAction(deps, owner, name, args));
    if (scheduler.owner() === owner) void scheduler.kick();
  },
  async kick() {
    await scheduler.kick();
  },
  async discard(owner, key) {
    await discardAction(deps, owner, key);
    if (scheduler.owner() === owner) void scheduler.kick();
  },
  async dismissRejected(owner, key) {
    await dismissRejected(dexieDeviceStore(deps.db), owner, key);
  },
  async mergeAnswer(owner, key, items) {
    await withQuotaName(() => applyAnswer(dexieDeviceStore(deps.db), owner, key, items));
  },
  async dismissLostActions(owner) {
    await dismissLostActions(dexieDeviceStore(deps.db), owner);
  },
};

Comlink.expose(api);
