// The signed-in user's collections as the device holds them (pulled from the server, with offline
// changes already applied), and the changes that work offline through the outbox: create, rename,
// and a material in or out. A collection made here has a temporary id until the server gives its own.
import { collectionRefOf, collectionRowKey, localCollectionId } from '../../../sync/mutations/collections-client.ts';
import { SOCIAL_DETAILS } from '../../../sync/rules/social.ts';
import { messageFor } from '../../lib/error-messages.ts';
import { useDeviceQuery } from '../../lib/device-query.ts';
import { openDevice } from '../../lib/device-store.ts';
import type { CollectionRow } from '../../lib/local-db.ts';
import { queueMutation, retrySync } from '../../lib/sync-client.ts';

/** The owner's collections, most recently changed first (undefined while the device answers). */
export function useOwnCollections(owner: string | null): CollectionRow[] | undefined {
  return useDeviceQuery(
    async (db) =>
      owner
        ? (await db.collections.where('owner').equals(owner).toArray()).sort((a, b) =>
            b.updatedAt.localeCompare(a.updatedAt),
          )
        : [],
    [owner],
  );
}

/**
 * One own collection by id (null: not on this device). A temporary id whose collection has since
 * taken the server's id answers that row, so a page opened on it follows the move.
 */
export function useOwnCollection(owner: string | null, id: number): CollectionRow | undefined | null {
  return useDeviceQuery(
    async (db) => {
      if (!owner) return null;
      const row = await db.collections.get(collectionRowKey(owner, id));
      if (row || id > 0) return row ?? null;
      return (
        (await db.collections
          .where('owner')
          .equals(owner)
          .filter((r) => r.localId === id)
          .first()) ?? null
      );
    },
    [owner, id],
  );
}

type CollectionName = Pick<CollectionRow, 'id' | 'clientKey'>;

export const setCollectionItem = (owner: string, collection: CollectionName, pageId: number, on: boolean) =>
  queueMutation(owner, 'collection-item-set', { ...collectionRefOf(collection), page_id: pageId, on });

/** Thrown before queueing when the user already has a collection of that title (the server's own rule). */
export class CollectionTitleTaken extends Error {
  constructor() {
    super(messageFor({ detail: SOCIAL_DETAILS.collectionExists, status: 400 }));
  }
}

async function titleTaken(owner: string, title: string, exceptId?: number): Promise<boolean> {
  const wanted = title.trim().toLocaleLowerCase('ru');
  const localDb = await openDevice();
  const rows = await localDb.collections.where('owner').equals(owner).toArray();
  return rows.some((r) => r.id !== exceptId && r.title.toLocaleLowerCase('ru') === wanted);
}

/**
 * Creates a collection on the device at once (offline too) and queues it for the server; answers
 * how to name it in the next changes (its temporary id and key), or null when the device is full.
 */
export async function createCollection(owner: string, title: string, isPublic = false): Promise<CollectionName | null> {
  if (await titleTaken(owner, title)) throw new CollectionTitleTaken();
  const clientKey = crypto.randomUUID();
  const queued = await queueMutation(owner, 'collection-create', {
    client_key: clientKey,
    title: title.trim(),
    is_public: isPublic,
  });
  return queued ? { id: localCollectionId(clientKey), clientKey } : null;
}

/** Renames on the device at once and queues the wanted title; false when the device is full. */
export async function renameCollection(owner: string, collection: CollectionName, title: string): Promise<boolean> {
  if (await titleTaken(owner, title, collection.id)) throw new CollectionTitleTaken();
  return queueMutation(owner, 'collection-rename', { ...collectionRefOf(collection), title: title.trim() });
}

/** Sends what waits and pulls the server's changes (after a change made by a REST call). */
export const refreshCollections = () => retrySync().catch(() => undefined);
