// The sync worker (one per tab; comlink). It queues actions into the device store and is the
// only code that pushes them, under the cross-tab Web Lock so one tab pushes at a time.
import * as Comlink from 'comlink';
import { dismissRejected, enqueueMutation } from '../sync/client/enqueue.ts';
import { dexieOutboxStore } from './dexie-outbox-store.ts';
import { fetchTransport } from './fetch-transport.ts';
import { withQuotaName } from './quota-error.ts';
import type { SyncWorkerApi } from './sync.api.ts';
import { navigatorLock, runSync, setBookmark, type EngineDeps } from './sync-engine.ts';
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
  async setBookmark(owner, args) {
    await withQuotaName(() => setBookmark(deps, owner, args));
    if (scheduler.owner() === owner) void scheduler.kick();
  },
  async queue(owner, name, args) {
    await withQuotaName(() => enqueueMutation(dexieOutboxStore(deps.db), { owner, name, args, at: new Date().toISOString() }));
    if (scheduler.owner() === owner) void scheduler.kick();
  },
  async kick() {
    await scheduler.kick();
  },
  async dismissRejected(owner, key) {
    await dismissRejected(dexieOutboxStore(deps.db), owner, key);
  },
};

Comlink.expose(api);
