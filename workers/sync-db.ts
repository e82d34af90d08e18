// The device database as the sync worker and the service worker open it: the same name
// and versions as the page (sync/client/local-schema.ts). The engine knows two tables of its own
// (the outbox and its meta rows); a feature's table is reached by the name its sync module gives.
import Dexie, { type EntityTable } from 'dexie';
import { LOCAL_DB_NAME, LOCAL_DB_STORES, LOCAL_DB_VERSION, upgradeDeviceRows } from '../sync/client/device-schema.ts';
import {
  type OutboxRow,
  type SyncedTableName,
  type SyncedTables,
  type SyncMetaRow,
} from '../sync/client/local-schema.ts';

export class SyncDb extends Dexie {
  outbox!: EntityTable<OutboxRow, 'key'>;
  syncMeta!: EntityTable<SyncMetaRow, 'key'>;

  constructor(name = LOCAL_DB_NAME) {
    super(name);
    this.version(LOCAL_DB_VERSION).stores(LOCAL_DB_STORES).upgrade(upgradeDeviceRows);
  }

  /** A synced table by its name, typed by that name. */
  synced<N extends SyncedTableName>(name: N): EntityTable<SyncedTables[N], 'key'> {
    return this.table(name);
  }
}
