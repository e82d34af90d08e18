// Collections in sync: the 'collection-create', 'collection-rename' and 'collection-item-set' push
// handlers and the 'collections' pull section (the user's collections, deletions included, for a
// second device). A collection made offline is named by its client_key until the device learns its
// id, so the handlers resolve a key to the user's own collection.
import { and, eq, isNull } from 'drizzle-orm';
import { one, type Db } from '../../../db/store.ts';
import { collections } from '../../../db/schema/collections.ts';
import type { CollectionRef } from '../../../sync/mutations/social.ts';
import { httpError } from '../../lib/http-error.ts';
import { setItem } from '../../lib/set-times.ts';
import { defineHandler, defineSyncFeature, newestWins } from '../../lib/sync-feature.ts';
import { collectionsChangedSince } from './service.ts';
import { addPage, createCollection, removePage, resendCollection, updateCollection } from './write-service.ts';

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
    // collection-rename: the wanted title. Owner only. Conflict rule: newest wins by the action's
    // clamped time (ties by client id); an older one is superseded and the device pulls the collection.
    defineHandler('collection-rename', async (ctx, a) => {
      const id = await collectionIdOf(ctx.db, ctx.userId, a);
      return newestWins(
        ctx,
        setItem.collectionTitle(id),
        (time) => updateCollection(ctx.db, id, ctx.userId, { title: a.title }, time),
        () => resendCollection(ctx.db, ctx.userId, id),
      );
    }),
    // collection-item-set: the wanted state (adding a material already there changes nothing).
    // Owner only, as the REST calls. Conflict rule: newest wins by the action's clamped time, per
    // material (ties by client id); an older one is superseded and the device pulls the collection.
    defineHandler('collection-item-set', async (ctx, a) => {
      const id = await collectionIdOf(ctx.db, ctx.userId, a);
      return newestWins(
        ctx,
        setItem.collectionItem(id, a.page_id),
        (time) =>
          a.on
            ? addPage(ctx.db, id, ctx.userId, a.page_id, false, time)
            : removePage(ctx.db, id, ctx.userId, a.page_id, time),
        () => resendCollection(ctx.db, ctx.userId, id),
      );
    }),
  ],
  changesSince: async (db, userId, cookie) => ({ collections: await collectionsChangedSince(db, userId, cookie) }),
});
