// Collections in sync: the 'collection-item-set' push handler and the 'collections' pull section
// (the user's collections, deletions included, for a second device).
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { collectionsChangedSince } from './service.ts';
import { addPage, removePage } from './write-service.ts';

export const collectionsSync = defineSyncFeature({
  name: 'collections',
  handlers: [
    // collection-item-set: the wanted state (adding a material already there changes nothing);
    // the mutation applied last wins. Owner only, as the REST calls.
    defineHandler('collection-item-set', ({ db, userId }, a) => {
      if (a.on) addPage(db, a.collection_id, userId, a.page_id, false);
      else removePage(db, a.collection_id, userId, a.page_id);
    }),
  ],
  changesSince: (db, userId, cookie) => ({ collections: collectionsChangedSince(db, userId, cookie) }),
});
