// The signed-in user's collections as the device holds them (pulled from the server, with offline
// changes already applied), and the two ways to change them: a material in or out goes through the
// outbox ('collection-item-set'); a new collection needs the network (its id comes from the server).
import { useLiveQuery } from 'dexie-react-hooks';
import type { CollectionRow } from './local-db.ts';
import { apiFetch } from './api-client.ts';
import type { ApiResponse } from './api-contract.ts';
import { localDb } from './local-db.ts';
import { queueMutation, retrySync } from './sync-client.ts';

/** The owner's collections, most recently changed first (undefined while the device answers). */
export function useOwnCollections(owner: string | null): CollectionRow[] | undefined {
  return useLiveQuery(
    async () =>
      owner
        ? (await localDb.collections.where('owner').equals(owner).toArray()).sort((a, b) =>
            b.updatedAt.localeCompare(a.updatedAt),
          )
        : [],
    [owner],
  );
}

export function useOwnCollection(owner: string | null, id: number): CollectionRow | undefined | null {
  return useLiveQuery(
    async () => (owner ? ((await localDb.collections.get(`${owner}:${id}`)) ?? null) : null),
    [owner, id],
  );
}

export const setCollectionItem = (owner: string, collectionId: number, pageId: number, on: boolean) =>
  queueMutation(owner, 'collection-item-set', { collection_id: collectionId, page_id: pageId, on });

/** Creates a collection (online) and waits for the device to pull it; answers its id. */
export async function createCollection(title: string, isPublic = false): Promise<number> {
  const made = await apiFetch<ApiResponse<'/collection', 'post'>>('/collection', {
    method: 'POST',
    body: { title, isPublic, clientKey: crypto.randomUUID() },
  });
  await refreshCollections();
  return made.id;
}

/** Sends what waits and pulls the server's changes (after a change made by a REST call). */
export const refreshCollections = () => retrySync().catch(() => undefined);
