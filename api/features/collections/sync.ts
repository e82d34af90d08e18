// Collections in sync: the 'collection-create', 'collection-rename' and 'collection-item-set' push
// handlers and the 'collections' pull section (the user's collections, deletions included, for a
// second device). A collection made offline is named by its client_key until the device learns its
// id, so the handlers resolve a key to the user's own collection.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { collections } from '../../../db/schema/collections.ts';
import type { CollectionRef } from '../../../sync/mutations/social.ts';
import { httpError } from '../../lib/http-error.ts';
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { collectionsChangedSince } from './service.ts';
import { addPage, createCollection, removePage, updateCollection } from './write-service.ts';

/** The id a mutation names: given, or the user's live collection made with that client_key. */
function collectionIdOf(db: Db, userId: number, a: CollectionRef): number {
  if (a.collection_id !== undefined) return a.collection_id;
  const row = db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        eq(collections.clientKey, a.collection_key ?? ''),
        isNull(collections.deletedAt),
      ),
    )
    .get();
  if (!row) throw httpError(404, 'Collection not found');
  return row.id;
}

export const collectionsSync = defineSyncFeature({
  name: 'collections',
  handlers: [
    // collection-create: one collection per user and client_key, so a replay answers the same id.
    defineHandler('collection-create', ({ db, userId }, a) => ({
      id: createCollection(db, userId, { title: a.title, isPublic: a.is_public, clientKey: a.client_key }),
    })),
    // collection-rename: the wanted title; the mutation applied last wins. Owner only.
    defineHandler('collection-rename', ({ db, userId }, a) => {
      updateCollection(db, collectionIdOf(db, userId, a), userId, { title: a.title });
    }),
    // collection-item-set: the wanted state (adding a material already there changes nothing);
    // the mutation applied last wins. Owner only, as the REST calls.
    defineHandler('collection-item-set', ({ db, userId }, a) => {
      const id = collectionIdOf(db, userId, a);
      if (a.on) addPage(db, id, userId, a.page_id, false);
      else removePage(db, id, userId, a.page_id);
    }),
  ],
  changesSince: (db, userId, cookie) => ({ collections: collectionsChangedSince(db, userId, cookie) }),
});
