// What the sync engine's tests share: a fresh device database (fake-indexeddb) with an in-test server,
// and the bookmark action they queue. Test-only; nothing here runs in a worker.
import type { BookmarkSetArgs } from '../../sync/mutations/bookmarks.ts';
import { SyncDb } from '../sync-db.ts';
import { queueAction, type EngineDeps } from '../sync-engine.ts';
import { MemoryTransport } from './memory-transport.ts';

/** Opens a device database called `name` and an engine that pushes to a new in-test server, two actions a batch. */
export async function openTestEngine(name: string) {
  const db = new SyncDb(name);
  await db.open();
  const server = new MemoryTransport();
  const deps: EngineDeps = {
    db,
    transport: server,
    newId: () => crypto.randomUUID(),
    lock: (fn) => fn(),
    batchSize: 2,
  };
  return { db, server, deps };
}

/** The owner's outbox rows, oldest action first. */
export const outboxRows = (db: SyncDb, owner = '1') => db.outbox.where('owner').equals(owner).sortBy('mutationId');

/** The bookmark of post `id`. */
export const post = (id: number, on = true) => ({ type: 'post' as const, id, on });

/** The heart's action: its local row and the outbox row in one transaction (the bookmark module). */
export const setBookmark = (d: EngineDeps, owner: string, args: BookmarkSetArgs) =>
  queueAction(d, owner, 'bookmark-set', args);
