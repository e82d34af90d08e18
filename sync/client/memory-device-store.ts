// The device store in memory, for unit tests of sync modules and the sync bench: copy-on-write
// per transaction, so a failed transaction leaves nothing behind (as IndexedDB's would).
import type { DeviceStore, DeviceTable, DeviceTx } from './device-store.ts';
import type { OutboxRow, SyncedTableName, SyncedTables } from './local-schema.ts';

type Tables = { [N in SyncedTableName]: Map<string, SyncedTables[N]> };

function emptyTables(): Tables {
  return {
    bookmarks: new Map(),
    courseProgress: new Map(),
    quizAnswers: new Map(),
    audioPositions: new Map(),
    history: new Map(),
    communityMemberships: new Map(),
    reactions: new Map(),
    userRelations: new Map(),
    collections: new Map(),
    pendingComments: new Map(),
    notifications: new Map(),
    notificationSettings: new Map(),
    specialVotes: new Map(),
    pendingWorks: new Map(),
    pendingWorkFiles: new Map(),
    syncMeta: new Map(),
  };
}

function copyTables(t: Tables): Tables {
  return {
    bookmarks: new Map(t.bookmarks),
    courseProgress: new Map(t.courseProgress),
    quizAnswers: new Map(t.quizAnswers),
    audioPositions: new Map(t.audioPositions),
    history: new Map(t.history),
    communityMemberships: new Map(t.communityMemberships),
    reactions: new Map(t.reactions),
    userRelations: new Map(t.userRelations),
    collections: new Map(t.collections),
    pendingComments: new Map(t.pendingComments),
    notifications: new Map(t.notifications),
    notificationSettings: new Map(t.notificationSettings),
    specialVotes: new Map(t.specialVotes),
    pendingWorks: new Map(t.pendingWorks),
    pendingWorkFiles: new Map(t.pendingWorkFiles),
    syncMeta: new Map(t.syncMeta),
  };
}

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
  let tables = emptyTables();
  return {
    size: () => outbox.size,
    read: (name) => tables[name],
    async transaction(fn) {
      const draftOutbox = new Map(outbox);
      const draft = copyTables(tables);
      const meta = draft.syncMeta;
      const tx: DeviceTx = {
        rows: async (owner) =>
          [...draftOutbox.values()].filter((r) => r.owner === owner).sort((a, b) => a.mutationId - b.mutationId),
        put: async (row) => void draftOutbox.set(row.key, row),
        remove: async (key) => void draftOutbox.delete(key),
        getMeta: async (key) => meta.get(key)?.value,
        setMeta: async (key, value) => void meta.set(key, { key, value }),
        table: (name) => tableOver(draft[name]),
      };
      const result = await fn(tx);
      outbox = draftOutbox;
      tables = draft;
      return result;
    },
  };
}
