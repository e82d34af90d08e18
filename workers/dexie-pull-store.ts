// The pull store over Dexie: merges the server's bookmarks (skipping items with a local
// mutation still waiting; a title already known is kept) and stores the new cookie in the
// same transaction.
import { unsettledItemKeys } from '../sync/client/item-keys.ts';
import { metaKeys } from '../sync/client/outbox-store.ts';
import { pulledBookmarkRows, type PullStore } from '../sync/client/pull.ts';
import { dexieOutboxStore } from './dexie-outbox-store.ts';
import { writePulledLearning } from './learning-pull.ts';
import type { SyncDb } from './sync-db.ts';

export function dexiePullStore(db: SyncDb): PullStore {
  const store = dexieOutboxStore(db);
  return {
    async cookie(owner) {
      const value = (await db.syncMeta.get(metaKeys.pullCookie(owner)))?.value;
      return typeof value === 'number' && value >= 0 ? value : 0;
    },
    async apply(owner, response) {
      // Learning rows first (idempotent merges): should the cookie write fail, the next pull repeats them.
      await writePulledLearning(db, owner, response);
      await store.transaction(async (tx) => {
        const unsettled = unsettledItemKeys(await tx.rows(owner));
        for (const row of pulledBookmarkRows(owner, response, unsettled)) {
          const existing = await tx.bookmarks.get(row.key);
          await tx.bookmarks.put(existing ? { ...existing, ...row } : row);
        }
        await tx.setMeta(metaKeys.pullCookie(owner), response.cookie);
      });
    },
  };
}
