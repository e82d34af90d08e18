// The device store in memory, for unit tests of sync modules and the sync bench: copy-on-write
// per transaction, so a failed transaction leaves nothing behind (as IndexedDB's would).
import type { DeviceStore, DeviceTable, DeviceTx } from './device-store.ts';
import type { OutboxRow, SyncedTableName, SyncedTables } from './local-schema.ts';

/** Tables by name, each made on first use: the store knows no feature's table (the modules name theirs). */
type Tables = Map<SyncedTableName, Map<string, SyncedTables[SyncedTableName]>>;

function tableIn<N extends SyncedTableName>(tables: Tables, name: N): Map<string, SyncedTables[N]> {
  let table = tables.get(name);
  if (!table) tables.set(name, (table = new Map()));
  // Rows are only ever put into a name's map through this function, typed by that name.
  return table as Map<string, SyncedTables[N]>;
}

const copyTables = (tables: Tables): Tables => new Map([...tables].map(([name, rows]) => [name, new Map(rows)]));

function tableOver<R extends { key: string }>(map: Map<string, R>): DeviceTable<R> {
  return {
    get: async (key) => map.get(key),
    put: async (row) => void map.set(row.key, row),
    delete: async (key) => void map.delete(key),
    byPrefix: async (prefix) => [...map.values()].filter((r) => r.key.startsWith(prefix)),
  };
}

export interface MemoryDeviceStore extends DeviceStore {
  /** Outbox rows held (all owners). */
  size(): number;
  /** A committed table, to read in assertions. */
  read<N extends SyncedTableName>(name: N): ReadonlyMap<string, SyncedTables[N]>;
}

export function memoryDeviceStore(): MemoryDeviceStore {
  let outbox = new Map<string, OutboxRow>();
  let tables: Tables = new Map();
  return {
    size: () => outbox.size,
    read: (name) => tableIn(tables, name),
    async transaction(fn) {
      const draftOutbox = new Map(outbox);
      const draft = copyTables(tables);
      const meta = tableIn(draft, 'syncMeta');
      const tx: DeviceTx = {
        rows: async (owner) =>
          [...draftOutbox.values()].filter((r) => r.owner === owner).sort((a, b) => a.mutationId - b.mutationId),
        put: async (row) => void draftOutbox.set(row.key, row),
        remove: async (key) => void draftOutbox.delete(key),
        getMeta: async (key) => meta.get(key)?.value,
        setMeta: async (key, value) => void meta.set(key, { key, value }),
        table: (name) => tableOver(tableIn(draft, name)),
      };
      const result = await fn(tx);
      outbox = draftOutbox;
      tables = draft;
      return result;
    },
  };
}
