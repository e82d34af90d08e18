// Background Sync for the service worker: when the network returns after a tab closed, it sends the signed-in
// user's queued actions, and nothing more. The rows are read straight from IndexedDB and pushed under the same
// cross-tab lock as the sync worker; none is changed. The next time the app runs, its sync engine sends the same
// rows again: the server applies a client's mutation id once and answers a repeat with the stored result, so the
// engine settles them as it always does (sync/client/replay.ts). That keeps Dexie, the sync modules and the
// validator out of the service worker's script, which every first visit downloads (issue 44, docs/sync.md).
import { LOCAL_DB_NAME } from '../sync/client/device-schema.ts';
import { PUSH_LOCK_NAME } from '../sync/client/names.ts';
import { metaKeys } from '../sync/client/outbox-store.ts';
import { ownerFromSession } from '../sync/client/session-meta.ts';
import { PUSH_BATCH_SIZE } from '../sync/protocol/push-limits.ts';
import { PROTOCOL_VERSION } from '../sync/protocol/version.ts';

export { BACKGROUND_SYNC_TAG } from '../sync/client/names.ts';

/** A same-origin call with the user's cookie (tests give one that reaches a server elsewhere). */
export type ServerCall = (path: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 15_000;

const sameOrigin: ServerCall = (path, init = {}) =>
  fetch(path, { ...init, credentials: 'same-origin', signal: AbortSignal.timeout(TIMEOUT_MS) });

interface QueuedRow {
  mutationId: number;
  name: string;
  args: unknown;
  at: string;
  state: string;
}

interface Queue {
  owner: string;
  clientId: string;
  rows: QueuedRow[];
}

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The device database as it is, or null when the app never made it (opening never creates or upgrades it). */
function openExisting(idb: IDBFactory): Promise<IDBDatabase | null> {
  return new Promise((resolve, reject) => {
    const open = idb.open(LOCAL_DB_NAME);
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => (open.error?.name === 'AbortError' ? resolve(null) : reject(open.error));
    open.onsuccess = () => {
      // The page upgrading the store waits for every connection: never be the one it waits for.
      open.result.onversionchange = () => open.result.close();
      resolve(open.result);
    };
  });
}

/**
 * The signed-in user's unsettled rows in id order, and their client id (made here, as the engine makes it, when
 * the tab queued offline and never synced). Null when no one is signed in or the device has no store.
 */
async function readQueue(idb: IDBFactory): Promise<Queue | null> {
  const db = await openExisting(idb);
  if (!db) return null;
  try {
    if (!db.objectStoreNames.contains('outbox') || !db.objectStoreNames.contains('syncMeta')) return null;
    const tx = db.transaction(['syncMeta', 'outbox'], 'readwrite');
    const meta = tx.objectStore('syncMeta');
    const session = await done(meta.get(metaKeys.session));
    const owner = ownerFromSession((session as { value?: unknown } | undefined)?.value);
    if (!owner) return null;
    const range = IDBKeyRange.bound([owner, -Infinity], [owner, Infinity]);
    const all = (await done(tx.objectStore('outbox').index('[owner+mutationId]').getAll(range))) as QueuedRow[];
    const rows = all.filter((r) => r.state !== 'rejected');
    if (rows.length === 0) return null;
    const kept = (await done(meta.get(metaKeys.clientId(owner)))) as { value?: unknown } | undefined;
    let clientId = typeof kept?.value === 'string' ? kept.value : '';
    if (!clientId) {
      clientId = crypto.randomUUID();
      await done(meta.put({ key: metaKeys.clientId(owner), value: clientId }));
    }
    return { owner, clientId, rows };
  } finally {
    db.close();
  }
}

/** Who the server says is signed in: their id, null for nobody, undefined when it did not answer. */
async function signedIn(call: ServerCall): Promise<string | null | undefined> {
  const res = await call('/api/user/me', { headers: { accept: 'application/json' } });
  if (res.status === 401) return null;
  if (!res.ok) return undefined;
  const body: unknown = await res.json().catch(() => null);
  const id = typeof body === 'object' && body !== null && 'id' in body ? body.id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : undefined;
}

/** Pushes the queue in batches; false when the server could not take it now (the browser should try later). */
async function push(call: ServerCall, queue: Queue): Promise<boolean> {
  for (let i = 0; i < queue.rows.length; i += PUSH_BATCH_SIZE) {
    const batch = queue.rows.slice(i, i + PUSH_BATCH_SIZE);
    const res = await call('/api/sync/push', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        client_id: queue.clientId,
        protocol_version: PROTOCOL_VERSION,
        mutations: batch.map((r) => ({ id: r.mutationId, name: r.name, args: r.args, at: r.at })),
      }),
    });
    // A refusal that would repeat (a gap, another user's client, a bad row) is the app's to settle, not a reason
    // for the browser to keep waking this worker; only a server that could not answer now is tried again.
    if (res.status >= 500 || res.status === 429) return false;
    if (!res.ok) return true;
  }
  return true;
}

export interface BackgroundSyncDeps {
  call: ServerCall;
  idb: IDBFactory;
  /** Runs `fn` holding the one push lock of tabs, workers and this worker. */
  lock: (fn: () => Promise<void>) => Promise<void>;
  /** Whether a tab of the app is open: its own engine sends and settles the queue then. */
  appOpen: () => Promise<boolean>;
}

/** What the service worker runs with; `appOpen` comes from its clients (web/sw.ts). */
export const browserDeps = (appOpen: () => Promise<boolean>): BackgroundSyncDeps => ({
  call: sameOrigin,
  idb: indexedDB,
  lock: async (fn) => {
    await navigator.locks.request(PUSH_LOCK_NAME, fn);
  },
  appOpen,
});

/** One 'sync' event: throws while actions remain unsent, so the browser fires another later. */
export async function runBackgroundSync(deps: BackgroundSyncDeps): Promise<void> {
  await deps.lock(async () => {
    const queue = await readQueue(deps.idb);
    if (!queue) return;
    // An open tab's engine sends on the network's return and settles what it sent; sending here too would send
    // every action twice. Tried again later in case the tab closes first.
    if (await deps.appOpen()) throw new Error('An open tab sends its own queue; the browser will retry');
    let sent: boolean;
    try {
      // Never push one user's rows under another's session: a new client id would become theirs.
      const who = await signedIn(deps.call);
      if (who === null || (who !== undefined && who !== queue.owner)) return;
      sent = who !== undefined && (await push(deps.call, queue));
    } catch {
      sent = false;
    }
    if (!sent) throw new Error('Outbox not fully sent; the browser will retry');
  });
}
