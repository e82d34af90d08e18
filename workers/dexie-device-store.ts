// The device store over Dexie: every transaction spans the outbox, syncMeta and each table a
// sync module writes, so a queued mutation and its optimistic local write (or a settle and its
// revert, or a pull and its cookie) commit together. Tables are taken from the transaction
// object itself, so nested async calls cannot slip out of it (Dexie's implicit zone is lost
// across deep native awaits).
import type { Table, Transaction } from 'dexie';
import { syncedTables } from '../sync/mutations/client-registry.ts';
import type { DeviceStore, DeviceTable, DeviceTx } from '../sync/client/device-store.ts';
import type { OutboxRow, SyncMetaRow } from '../sync/client/local-schema.ts';
import type { SyncDb } from './sync-db.ts';

function tableOf<R extends { key: string }>(table: Table<R, string>): DeviceTable<R> {
  return {
    get: (key) => table.get(key),
    async put(row) {
      await table.put(row);
    },
    async delete(key) {
      await table.delete(key);
    },
    byPrefix: (prefix) => table.where('key').startsWith(prefix).toArray(),
  };
}

function bindTx(trans: Transaction): DeviceTx {
  const outbox: Table<OutboxRow, string> = trans.table('outbox');
  const syncMeta: Table<SyncMetaRow, string> = trans.table('syncMeta');
  return {
    table: (name) => tableOf(trans.table(name)),
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

export function dexieDeviceStore(db: SyncDb): DeviceStore {
  const tables = ['outbox', ...syncedTables];
  return {
    transaction: (fn) => db.transaction('rw', tables, (trans) => fn(bindTx(trans))),
  };
}
