// Bookmarks in sync: the 'bookmark-set' push handler and the 'bookmarks' pull section.
import { defineHandler, defineSyncFeature } from '../../lib/sync-feature.ts';
import { bookmarksChangedSince, setBookmark } from './service.ts';

export const favoritesSync = defineSyncFeature({
  name: 'favorites',
  handlers: [
    // bookmark-set: sets the wanted state, so a replay changes nothing. Conflict rule: the
    // mutation applied last on the server wins; one client's order is kept by its mutation ids,
    // and across devices the later push wins (the other device pulls the result).
    defineHandler('bookmark-set', async ({ db, userId }, args) => {
      await setBookmark(db, userId, { type: args.type, id: args.id }, args.on);
    }),
  ],
  changesSince: async (db, userId, cookie) => ({ bookmarks: await bookmarksChangedSince(db, userId, cookie) }),
});
