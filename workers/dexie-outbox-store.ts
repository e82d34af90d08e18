// The outbox store over Dexie: every transaction spans outbox, syncMeta and bookmarks, so a
// queued mutation and its optimistic local write (or a settle and its revert) commit together.
// Tables are taken from the transaction object itself, so nested async calls cannot slip
// out of it (Dexie's implicit zone is lost across deep native awaits).
import type { Table, Transaction } from 'dexie';
import type { BookmarkRow, OutboxRow, SyncMetaRow } from '../sync/client/local-schema.ts';
import type { OutboxStore, OutboxTx } from '../sync/client/outbox-store.ts';
import type { SyncDb } from './sync-db.ts';

export interface DexieOutboxTx extends OutboxTx {
  bookmarks: Table<BookmarkRow, string>;
}

export function bindTx(trans: Transaction): DexieOutboxTx {
  const outbox: Table<OutboxRow, string> = trans.table('outbox');
  const syncMeta: Table<SyncMetaRow, string> = trans.table('syncMeta');
  return {
    bookmarks: trans.table('bookmarks'),
    async rows(owner) {
      const rows = await outbox.where('owner').equals(owner).toArray();
      return rows.sort((a, b) => a.mutationId - b.mutationId);
    },
    async put(row) {
      await outbox.put(row);
    },
    async remove(key) {
      await outbox.delete(key);
    },
    async getMeta(key) {
      return (await syncMeta.get(key))?.value;
    },
    async setMeta(key, value) {
      await syncMeta.put({ key, value });
    },
  };
}

export function dexieOutboxStore(db: SyncDb): OutboxStore<DexieOutboxTx> {
  return {
    transaction: (fn) => db.transaction('rw', [db.outbox, db.syncMeta, db.bookmarks], (trans) => fn(bindTx(trans))),
  };
}
