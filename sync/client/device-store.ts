// The device store as sync modules see it: a few keyed tables inside the one transaction that
// also holds the outbox, so a local effect and its outbox row commit or fail together. Pure
// TypeScript (the worker implements it over Dexie, tests over Maps): never import Dexie here.
import type { SyncedTableName, SyncedTables } from './local-schema.ts';
import type { OutboxStore, OutboxTx } from './outbox-store.ts';

export interface DeviceTable<Row extends { key: string }> {
  get(key: string): Promise<Row | undefined>;
  put(row: Row): Promise<void>;
  delete(key: string): Promise<void>;
  /** Rows whose key starts with `prefix` (keys begin with the owner: "7:..."). */
  byPrefix(prefix: string): Promise<Row[]>;
}

export interface DeviceTx extends OutboxTx {
  table<N extends SyncedTableName>(name: N): DeviceTable<SyncedTables[N]>;
}

export type DeviceStore = OutboxStore<DeviceTx>;
