// Background Sync for the service worker: the same replay as the sync worker, under the same
// lock, for the user the page last saw signed in. Throws when work remains so the browser
// schedules another 'sync' event later.
import { metaKeys } from '../sync/client/outbox-store.ts';
import { ownerFromSession } from '../sync/client/session-meta.ts';
import { fetchTransport } from './fetch-transport.ts';
import { navigatorLock, runSync } from './sync-engine.ts';
import { SyncDb } from './sync-db.ts';

export { BACKGROUND_SYNC_TAG } from '../sync/client/names.ts';

export async function runBackgroundSync(): Promise<void> {
  const db = new SyncDb();
  try {
    const owner = ownerFromSession((await db.syncMeta.get(metaKeys.session))?.value);
    if (!owner) return;
    const result = await runSync(
      { db, transport: fetchTransport(), newId: () => crypto.randomUUID(), lock: navigatorLock },
      owner,
    );
    if (result.status === 'offline' || (result.status === 'synced' && result.replay.status === 'retry')) {
      throw new Error('Outbox not fully sent; the browser will retry');
    }
  } finally {
    db.close();
  }
}
