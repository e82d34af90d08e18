// Bookmarks in sync: the 'bookmark-set' push handler and the 'bookmarks' pull section.
import { setItem } from '../../lib/set-times.ts';
import { defineHandler, defineSyncFeature, newestWins } from '../../lib/sync-feature.ts';
import { setBookmarkRun } from './set-run.ts';
import { bookmarksChangedSince, resendBookmark, setBookmark } from './service.ts';

export const favoritesSync = defineSyncFeature({
  name: 'favorites',
  handlers: [
    // bookmark-set: sets the wanted state, so a replay changes nothing. Conflict rule: newest
    // wins by the action's clamped time (ties by client id); an older one is superseded and the
    // device pulls the server's state. A REST call counts as taken at the server's time.
    // A run of them in one push goes through setBookmarkRun, with the same outcomes.
    defineHandler(
      'bookmark-set',
      (ctx, a) => {
        const ref = { type: a.type, id: a.id };
        return newestWins(
          ctx,
          setItem.bookmark(a.type, a.id),
          async (time) => void (await setBookmark(ctx.db, ctx.userId, ref, a.on, time)),
          () => resendBookmark(ctx.db, ctx.userId, ref),
        );
      },
      setBookmarkRun,
    ),
  ],
  changesSince: async (db, userId, cookie) => ({ bookmarks: await bookmarksChangedSince(db, userId, cookie) }),
});
