// Collections in sync: the 'collection-create', 'collection-rename' and 'collection-item-set' push
// handlers and the 'collections' pull section (the user's collections, deletions included, for a
// second device). A collection made offline is named by its client_key until the device learns its
// id, so the handlers resolve a key to the user's own collection.
import { and, eq, isNull } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { collections } from '../../../db/schema/collections.ts';
import type { CollectionRef } from '../../../sync/mutations/social.ts';
import { httpError } from '../../lib/http-error.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { collectionsChangedSince } from './service.ts';
import { addPage, createCollection, removePage, updateCollection } from './write-service.ts';

/** The id a mutation names: given, or the user's live collection made with that client_key. */
async function collectionIdOf(db: Db, userId: number, a: CollectionRef): Promise<number> {
  if (a.collection_id !== undefined) return a.collection_id;
  const row = await one(
    db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.userId, userId),
          eq(collections.clientKey, a.collection_key ?? ''),
          isNull(collections.deletedAt),
        ),
      ),
  );
  if (!row) throw httpError(404, 'Collection not found');
  return row.id;
}

export const collectionsSync = defineSyncFeature({
  name: 'collections',
  handlers: [
    // collection-create: one collection per user and client_key, so a replay answers the same id.
    defineHandler('collection-create', async ({ db, userId }, a) => ({
      id: await createCollection(db, userId, { title: a.title, isPublic: a.is_public, clientKey: a.client_key }),
    })),
    // collection-rename: the wanted title; the mutation applied last wins. Owner only.
    defineHandler('collection-rename', async ({ db, userId }, a) => {
      await updateCollection(db, await collectionIdOf(db, userId, a), userId, { title: a.title });
    }),
    // collection-item-set: the wanted state (adding a material already there changes nothing);
    // the mutation applied last wins. Owner only, as the REST calls.
    defineHandler('collection-item-set', async ({ db, userId }, a) => {
      const id = await collectionIdOf(db, userId, a);
      if (a.on) await addPage(db, id, userId, a.page_id, false);
      else await removePage(db, id, userId, a.page_id);
    }),
  ],
  changesSince: async (db, userId, cookie) => ({ collections: await collectionsChangedSince(db, userId, cookie) }),
});
